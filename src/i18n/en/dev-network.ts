// Messages of the network and schedule tools: IP subnets, conversions and ranges, cron expressions and X.509 certificates.
export default {
}
