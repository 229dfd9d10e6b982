import bmi from './bmi.ts'
import bmr from './bmr.ts'
import percentage from './percentage.ts'
import percentageOf from './percentage-of.ts'
import percentageChange from './percentage-change.ts'
import tip from './tip.ts'
import discount from './discount.ts'
import vat from './vat.ts'
import simpleInterest from './simple-interest.ts'
import compoundInterest from './compound-interest.ts'
import loan from './loan.ts'
import age from './age.ts'
import average from './average.ts'
import standardDeviation from './standard-deviation.ts'
import quadratic from './quadratic.ts'
import tdee from './tdee.ts'
import idealWeight from './ideal-weight.ts'
import bodyFat from './body-fat.ts'
import futureValue from './future-value.ts'
import roi from './roi.ts'
import margin from './margin.ts'
import salary from './salary.ts'
import fuelCost from './fuel-cost.ts'
import speed from './speed.ts'
import pace from './pace.ts'
import mortgage from './mortgage.ts'
import cagr from './cagr.ts'
import savingsGoal from './savings-goal.ts'
import sip from './sip.ts'
import inflation from './inflation.ts'
import breakEven from './break-even.ts'
import markup from './markup.ts'
import ruleOf72 from './rule-of-72.ts'
import apy from './apy.ts'
import cd from './cd.ts'
import cpm from './cpm.ts'
import gst from './gst.ts'
import salesTax from './sales-tax.ts'
import debtToIncome from './debt-to-income.ts'
import downPayment from './down-payment.ts'
import propertyTax from './property-tax.ts'
import overtimePay from './overtime-pay.ts'
import takeHomePay from './take-home-pay.ts'
import paymentFee from './payment-fee.ts'
import netWorth from './net-worth.ts'
import capitalGainsTax from './capital-gains-tax.ts'
import refinance from './refinance.ts'
import adsense from './adsense.ts'

export default [
  bmi,
  bmr,
  percentage,
  percentageOf,
  percentageChange,
  tip,
  discount,
  vat,
  simpleInterest,
  compoundInterest,
  loan,
  age,
  average,
  standardDeviation,
  quadratic,
  tdee,
  idealWeight,
  bodyFat,
  futureValue,
  roi,
  margin,
  salary,
  fuelCost,
  speed,
  pace,
  mortgage,
  cagr,
  savingsGoal,
  sip,
  inflation,
  breakEven,
  markup,
  ruleOf72,
  apy,
  cd,
  cpm,
  gst,
  salesTax,
  debtToIncome,
  downPayment,
  propertyTax,
  overtimePay,
  takeHomePay,
  paymentFee,
  netWorth,
  capitalGainsTax,
  refinance,
  adsense,
]
