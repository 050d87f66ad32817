// swift-tools-version: 6.1
import PackageDescription

/// libFuzzer targets for every notisim parser that reads outside input, kept in their own package so the main
/// build carries no sanitizer flags. Build and run them with `scripts/fuzz.sh` (see Fuzz/README.md).
let targets: [(name: String, products: [String])] = [
    ("FuzzPayload", ["NotiCore"]),
    ("FuzzInfoPlist", ["NotiExtensions"]),
    ("FuzzTheme", ["NotiLayout"]),
    ("FuzzWorkspace", ["NotiWorkspace", "NotiApp"]),
    ("FuzzRunScript", ["NotiApp", "NotiCore", "NotiWorkspace"]),
    ("FuzzExtensionProtocol", ["NotiExtensions", "NotiCore"]),
    ("FuzzAPNsRequest", ["NotiAPNs", "NotiCore"]),
    ("FuzzHTTP2Connection", ["NotiAPNs"]),
    ("FuzzPBXProject", ["NotiXcode"]),
    ("FuzzImageDecoding", ["NotiLayout"]),
    ("FuzzStringsFile", ["NotiXcode"]),
    ("FuzzStoryboard", ["NotiStoryboard"]),
    ("FuzzSwiftSource", ["NotiSwiftSource"]),
]

/// Products of notisim's own dependencies a target drives directly (an embedded NIO channel for the connection).
let extraProducts: [String: [Target.Dependency]] = [
    "FuzzHTTP2Connection": [.product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOEmbedded", package: "swift-nio")],
]

let package = Package(
    name: "notisim-fuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "notisim", path: ".."),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        .target(name: "FuzzSupport", path: "Support", swiftSettings: [.swiftLanguageMode(.v6)]),
    ] + targets.map { target in
        .executableTarget(
            name: target.name,
            dependencies: ["FuzzSupport"] + target.products.map { .product(name: $0, package: "notisim") } + (extraProducts[target.name] ?? []),
            path: "Targets/\(target.name)",
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    }
)
