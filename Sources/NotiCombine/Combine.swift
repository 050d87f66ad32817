// Combine for extension code: OpenCombine, Combine's API on Linux, under Apple's module name
// (docs/rules/apple-frameworks.md#swiftui-in-content-extensions).
@_exported import OpenCombine
