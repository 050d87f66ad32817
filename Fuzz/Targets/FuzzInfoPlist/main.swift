import FuzzSupport

FuzzDriver.run(fuzzInfoPlist)
