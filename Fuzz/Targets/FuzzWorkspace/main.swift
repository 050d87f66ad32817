import FuzzSupport

FuzzDriver.run(fuzzWorkspace)
