/** Parameters and sentences the calculators share. */
const WEIGHT = 'Peso corporal, en kilogramos (más de 0 y como máximo 1000)'

const HEIGHT = 'Estatura, en centímetros (de 50 a 300; 175 para 1,75 m)'

const AGE = 'Edad, en años (de 0 a 150; se admiten decimales)'

const MONEY = 'Los importes se calculan con toda la precisión y se redondean a céntimos en el resultado.'

export default { WEIGHT, HEIGHT, AGE, MONEY }
