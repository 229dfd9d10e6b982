import type { Catalogue } from '../catalogue.ts'
import type en from '../en/web.ts'

export default {
  INVALID_URL: 'não é possível buscar url "{url}": {reason}; envie uma URL http:// ou https:// absoluta, como https://example.com/pagina',
  REDIRECT_REFUSED: 'o site redirecionou para "{url}", que não é seguido: {reason}; peça esse endereço diretamente se for uma página http(s) pública',
  TOO_MANY_REDIRECTS: '"{url}" redirecionou mais de {max} vezes (provavelmente um loop de redirecionamento); verifique os redirecionamentos do site ou peça diretamente o endereço final',
  ADDRESS_NOT_ALLOWED: '{host} é (ou é resolvido para) {address}, um endereço privado, de loopback, link-local ou não público por outro motivo, que este serviço não busca; envie a URL de um site público',
  HOST_NOT_FOUND: 'o nome de host {host} não é resolvido para nenhum endereço; verifique a grafia da URL',
  UPSTREAM_TIMEOUT: '{url} não respondeu completamente em {ms} ms; tente novamente mais tarde ou peça uma página mais leve',
  UPSTREAM_HEADERS_TOO_LARGE: '{url} enviou cabeçalhos de resposta maiores que {limit} bytes, que este serviço não lê',
  UPSTREAM_FAILED: 'falha ao buscar {url}: {reason}; verifique se o site está no ar e se a URL está correta',
  RESPONSE_TOO_LARGE: '{url} enviou um corpo maior que {limit} bytes (após a descompactação), que este serviço não lê; peça uma página menor (web/page-size informa o tamanho de páginas grandes)',
  NOT_HTML: '{url} é {type}, não uma página HTML; envie a URL de uma página HTML',
  INVALID_DOMAIN: '{param} "{value}" não é um nome de domínio válido: {reason}; envie um nome como example.com',
  DOMAIN_IS_IP: '{param} "{value}" é um endereço IP; envie um nome de domínio como example.com',
  DOMAIN_NOT_FOUND: 'o domínio {domain} não existe (NXDOMAIN); verifique a grafia',
  DNS_TIMEOUT: 'os servidores DNS não responderam para {domain} em {ms} ms; tente novamente mais tarde',
  DNS_FAILED: 'a consulta DNS de {domain} falhou ({reason}); tente novamente mais tarde',
  INVALID_VIDEO: '{param} "{value}" não é um vídeo do YouTube: envie a URL de um vídeo (https://www.youtube.com/watch?v=…, https://youtu.be/…, /shorts/…, /embed/…) ou o ID de 11 caracteres do vídeo, formado por letras, dígitos, - e _',
  TOO_MANY_FETCHES: 'você já tem {max} consultas web em andamento, o máximo que um chamador pode ter ao mesmo tempo; aguarde a conclusão de uma e tente novamente',
  VIDEO_NOT_FOUND: 'nenhum vídeo público do YouTube tem o ID {id} (ele pode ser privado, ter sido excluído ou não permitir incorporação); verifique o ID',
} satisfies Catalogue<typeof en>
