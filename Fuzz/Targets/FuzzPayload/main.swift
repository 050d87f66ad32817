import FuzzSupport

FuzzDriver.run(fuzzPayload)
