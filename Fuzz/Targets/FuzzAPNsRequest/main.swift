import FuzzSupport

FuzzDriver.run(fuzzAPNsRequest)
