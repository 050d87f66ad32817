import FuzzSupport

FuzzDriver.run(fuzzSwiftSource)
