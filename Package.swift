// swift-tools-version: 6.1
import PackageDescription

/// Settings every target shares.
let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "notisim",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "notisim", targets: ["notisim"]),
        .library(name: "NotiCore", targets: ["NotiCore"]),
        .library(name: "NotiLayout", targets: ["NotiLayout"]),
        .library(name: "NotiExtensions", targets: ["NotiExtensions"]),
        .library(name: "NotiWorkspace", targets: ["NotiWorkspace"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
        .target(
            name: "CImageCodecs",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg")]
        ),
        .target(
            name: "NotiCore",
            dependencies: [.product(name: "Collections", package: "swift-collections")],
            swiftSettings: swiftSettings
        ),
        .target(name: "NotiLayout", dependencies: ["NotiCore", "CImageCodecs"], swiftSettings: swiftSettings),
        .target(name: "NotiExtensions", dependencies: ["NotiCore", "NotiLayout"], swiftSettings: swiftSettings),
        .target(name: "NotiWorkspace", dependencies: ["NotiCore", "NotiExtensions"], swiftSettings: swiftSettings),
        .target(name: "NotiTerminal", dependencies: ["NotiApp", "NotiLayout", "CNcursesw"], swiftSettings: swiftSettings),
        .target(
            name: "NotiApp",
            dependencies: ["NotiCore", "NotiLayout", "NotiExtensions", "NotiWorkspace"],
            resources: [.copy("Resources/DemoWorkspace")],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "notisim",
            dependencies: [
                "NotiCore", "NotiLayout", "NotiExtensions", "NotiWorkspace", "NotiApp", "NotiTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(name: "TestSupport", dependencies: ["NotiCore"], path: "Tests/TestSupport", swiftSettings: swiftSettings),
        .testTarget(
            name: "NotiCoreTests",
            dependencies: [
                "NotiCore", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "NotiLayoutTests", dependencies: ["NotiLayout", "TestSupport"], exclude: ["__Snapshots__", "Fixtures"], swiftSettings: swiftSettings),
        .testTarget(name: "NotiExtensionsTests", dependencies: ["NotiExtensions", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(
            name: "NotiWorkspaceTests",
            dependencies: ["NotiWorkspace", "NotiExtensions", "NotiApp", "TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "NotiAppTests", dependencies: ["NotiApp", "TestSupport"], resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport"], swiftSettings: swiftSettings),
    ]
)
