import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions
import TestSupport
import Testing

/// A local git repository holding a Swift package, as a project's `Package.resolved` pins one.
private struct LocalPackageRepository {
    let folder: URL
    let revision: String

    /// A package named `name` with one library product of the same name, whose sources are `source`, committed.
    init(name: String, source: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-package-\(UUID().uuidString)/\(name)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/\(name)"), withIntermediateDirectories: true)
        try Data("""
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "\(name)", products: [.library(name: "\(name)", targets: ["\(name)"])], targets: [.target(name: "\(name)")])
            """.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        try Data(source.utf8).write(to: folder.appendingPathComponent("Sources/\(name)/\(name).swift"))
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=notisim", "-c", "user.email=notisim@example.invalid", "commit", "-q", "-m", "first"]] {
            _ = try Self.git(arguments, in: folder)
        }
        revision = try Self.git(["rev-parse", "HEAD"], in: folder).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    var location: String { folder.absoluteString }

    private static func git(_ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
        return String(decoding: output, as: UTF8.self)
    }
}

@Suite("Swift packages an extension links, built from their pinned sources (slow)", .serialized, .tags(.process), .slowTier)
struct PackageProductBuildTests {
    static let service = """
        import UserNotifications
        import Shout

        class NotificationService: UNNotificationServiceExtension {
            override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
                let content = request.content.mutableCopy() as! UNMutableNotificationContent
                content.title = shout(content.title)
                contentHandler(content)
            }
        }
        """

    @Test("A package product the project pins is fetched at its revision, built from its sources and linked: the extension calls it")
    func pinnedPackageIsBuiltAndLinked() throws {
        let repository = try LocalPackageRepository(name: "Shout", source: "public func shout(_ text: String) -> String { text.uppercased() + \"!\" }\n")
        var target = try BuiltExtensions.scratchTarget("ShoutingService", Self.service, point: .service, principalClass: "NotificationService")
        target.packageProducts = [PinnedPackageProduct(product: "Shout", location: repository.location, revision: repository.revision, version: "1.0.0")]
        let outcome = BuiltExtensions.builder().build(target)
        let program = try #require(outcome.program, "\(outcome)")
        let host = try OutOfProcessServiceExtensionHost(launching: BuiltExtensions.launch(program, target), limits: .standard)
        defer { host.close() }
        try host.start(NotificationRequest(identifier: "n", content: NotificationContent(title: "sale", body: "b"), trigger: .push))
        #expect(try host.content(waitingUpTo: 10)?.title == "SALE!")
        guard case .cached? = BuiltExtensions.builder().cached(target) else {
            Issue.record("the second build should come from the cache")
            return
        }
    }

    @Test("A package that cannot be fetched fails the build in one line naming the product, its version, where it was looked for and git's reason")
    func unreachablePackageIsNamed() throws {
        var target = try BuiltExtensions.scratchTarget("UnreachableService", Self.service, point: .service, principalClass: "NotificationService")
        let nowhere = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-no-package-\(UUID().uuidString)/Shout").absoluteString
        target.packageProducts = [PinnedPackageProduct(product: "Shout", location: nowhere, revision: String(repeating: "a", count: 40), version: "2.1.0")]
        guard case .failed(let failure) = BuiltExtensions.builder().build(target) else {
            Issue.record("a package that is not there cannot build")
            return
        }
        #expect(failure.firstError.hasPrefix("notisim: error: the Swift packages Shout 2.1.0 (\(nowhere)) did not build: "), "\(failure.firstError)")
        // git's reason comes with it, on the same line.
        #expect(failure.firstError.contains("fatal: ") && !failure.firstError.contains("\n"), "\(failure.firstError)")
    }
}
