import FuzzSupport

FuzzDriver.run(fuzzPBXProject)
