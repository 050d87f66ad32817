import FuzzSupport

FuzzDriver.run(fuzzExtensionProtocol)
