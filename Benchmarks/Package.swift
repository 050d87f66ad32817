// swift-tools-version: 6.1
import PackageDescription

/// Benchmarks of notisim, kept in their own package so the main build does not carry package-benchmark.
/// Run: `cd Benchmarks && swift package benchmark` (or `--target NAME`).
let suites = ["PayloadBenchmarks", "SchedulerBenchmarks", "LayoutBenchmarks", "AppBenchmarks", "ExtensionBenchmarks", "UIKitBenchmarks", "XcodeImportBenchmarks"]

let package = Package(
    name: "notisim-benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "notisim", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: suites.map { name in
        .executableTarget(
            name: name,
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "NotiCore", package: "notisim"),
                .product(name: "NotiLayout", package: "notisim"),
                .product(name: "NotiExtensions", package: "notisim"),
                .product(name: "NotiApp", package: "notisim"),
                .product(name: "NotiTerminal", package: "notisim"),
                .product(name: "NotificationExtensionKit", package: "notisim"),
                .product(name: "NotiWorkspace", package: "notisim"),
                .product(name: "NotiXcode", package: "notisim"),
            ],
            path: name,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        )
    }
)
