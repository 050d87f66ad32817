import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions
import TestSupport
import Testing

/// The keychain in an extension's own sources (docs/rules/apple-frameworks.md#the-keychain): a service extension built and run as a
/// child, reading an item the app stored in a shared access group and writing its own.
@Suite("The keychain in a built extension (slow)", .serialized, .tags(.process), .slowTier)
struct KeychainExtensionTests {
    static let target = SwiftExtensionTarget(
        name: "KeychainService", point: .service,
        sources: [BuiltExtensions.tests.appendingPathComponent("Fixtures/AppleFrameworks/Security/NotificationService.swift").path],
        principalClass: "$(PRODUCT_MODULE_NAME).NotificationService")
    static let shared = "ABCDE12345.com.example.notes.shared"

    @Test("import Security: SecItemAdd, SecItemCopyMatching, SecItemUpdate and SecItemDelete round-trip a generic password with Apple's result codes; an item the app stored in a shared access group is read, one the extension adds there is on disk, and a group not in its entitlements is errSecMissingEntitlement")
    func keychainRoundTrip() throws {
        let containers = ExtensionDataContainers(root: FileManager.default.temporaryDirectory
            .appendingPathComponent("notisim-containers-\(UUID().uuidString)", isDirectory: true))
        defer { try? FileManager.default.removeItem(at: containers.root) }
        let sharedFile = containers.keychainFolder.appendingPathComponent(Self.shared + ".plist")
        try FileManager.default.createDirectory(at: containers.keychainFolder, withIntermediateDirectories: true)
        let stored: [[String: Any]] = [["class": "genp", "svce": "com.example.notes", "acct": "session", "agrp": Self.shared,
                                        "v_Data": Data("token-from-the-app".utf8)]]
        try PropertyListSerialization.data(fromPropertyList: stored, format: .xml, options: 0).write(to: sharedFile)

        let program = try #require(BuiltExtensions.builder().build(Self.target).program)
        var launch = BuiltExtensions.launch(program, Self.target)
        containers.apply(to: &launch, appGroups: [], keychainAccessGroups: [Self.shared])
        let host = try OutOfProcessServiceExtensionHost(launching: launch, limits: .standard)
        defer { host.close() }
        try host.start(NotificationRequest(identifier: "push-9", content: NotificationContent(title: "Mail", body: "New mail"), trigger: .push))
        let content = try #require(try host.content(waitingUpTo: 10))

        #expect(content.body == [
            "token-from-the-app", "add 0 again -25299", "update 0 second nonce-key \(Self.shared) cku", "all 0 2",
            "delete 0 then -25300", "foreign -34018", "receipt 0", "random 0 true", "The specified item could not be found in the keychain.",
            "push-9",
        ].joined(separator: " | "), "\(host.takeNotices())")
        let items = try #require(try PropertyListSerialization.propertyList(from: Data(contentsOf: sharedFile), format: nil) as? [[String: Any]])
        #expect(items.compactMap { $0["acct"] as? String } == ["session", "receipt"])
        #expect(items.last?["v_Data"] as? Data == Data("push-9".utf8))
        let permissions = try FileManager.default.attributesOfItem(atPath: sharedFile.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
    }
}
