import FuzzSupport

FuzzDriver.run(fuzzStoryboard)
