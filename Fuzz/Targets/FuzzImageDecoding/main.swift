import FuzzSupport

FuzzDriver.run(fuzzImageDecoding)
