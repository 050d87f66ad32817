import FuzzSupport

FuzzDriver.run(fuzzRunScript)
