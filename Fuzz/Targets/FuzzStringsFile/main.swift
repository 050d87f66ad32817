import FuzzSupport

FuzzDriver.run(fuzzStringsFile)
