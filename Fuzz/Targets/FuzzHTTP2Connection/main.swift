import FuzzSupport

FuzzDriver.run(fuzzHTTP2Connection)
