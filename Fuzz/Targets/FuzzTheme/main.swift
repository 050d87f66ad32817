import FuzzSupport

FuzzDriver.run(fuzzTheme)
