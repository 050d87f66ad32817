import Foundation
import NotiCore
import Testing
@testable import NotiWorkspace

@Suite("The workspace's apns section: provider authentication of the push endpoint")
struct PushEndpointSettingsTests {
    static let pem = "-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg\n-----END PRIVATE KEY-----\n"

    static func workspace(apns: String) -> String {
        #"{"apps": [{"bundleID": "com.example.ok", "displayName": "OK"}], "apns": \#(apns)}"#
    }

    @Test("provider keys named in the workspace load with their team id, key id and absolute key path")
    func keysLoad() throws {
        let folder = try TemporaryWorkspace(json: Self.workspace(apns: """
            {"auth": "jwt", "providerKeys": [{"teamID": "ABCDE12345", "keyID": "KEYID67890", "key": "keys/AuthKey.p8"}]}
            """), files: ["keys/AuthKey.p8": Self.pem])
        defer { folder.remove() }
        let result = folder.load()
        #expect(result.diagnostics.isEmpty)
        let settings = try #require(result.workspace?.pushEndpoint)
        #expect(settings.auth == "jwt")
        #expect(settings.providerKeys == [ProviderKeyReference(
            teamID: "ABCDE12345", keyID: "KEYID67890", keyPath: folder.url.appendingPathComponent("keys/AuthKey.p8").standardizedFileURL.path)])
    }

    @Test("a workspace without an apns section leaves the mode to the command line and names no keys")
    func absentSection() throws {
        let result = try TemporaryWorkspace.load(#"{"apps": []}"#)
        #expect(result.workspace?.pushEndpoint == PushEndpointSettings())
    }

    @Test("a missing key file and a file without a PEM key are errors at the key's path; the key is left out")
    func badKeyFiles() throws {
        let result = try TemporaryWorkspace.load(Self.workspace(apns: """
            {"providerKeys": [{"teamID": "ABCDE12345", "keyID": "KEYID67890", "key": "missing.p8"},
                              {"teamID": "ABCDE12345", "keyID": "KEYID67891", "key": "notes.txt"}]}
            """), files: ["notes.txt": "just text"])
        #expect(result.paths(.error) == ["apns.providerKeys[0].key", "apns.providerKeys[1].key"])
        #expect(result.lines[1] == "workspace.json: error: apns.providerKeys[1].key: notes.txt holds no PEM \"PRIVATE KEY\" or \"PUBLIC KEY\" block")
        #expect(result.workspace?.pushEndpoint.providerKeys.isEmpty == true)
    }

    @Test("an unknown auth mode is an error; jwt with no key and ids unlike Apple's are warnings")
    func modeAndIDs() throws {
        let unknown = try TemporaryWorkspace.load(Self.workspace(apns: #"{"auth": "certificate"}"#))
        #expect(unknown.lines == ["workspace.json: error: apns.auth: unknown mode \"certificate\"; expected none or jwt"])

        let noKey = try TemporaryWorkspace.load(Self.workspace(apns: #"{"auth": "jwt"}"#))
        #expect(noKey.paths(.warning) == ["apns.providerKeys"])

        let folder = try TemporaryWorkspace(json: Self.workspace(apns: """
            {"providerKeys": [{"teamID": "team", "keyID": "KEYID67890", "key": "k.p8", "kid": "x"}]}
            """), files: ["k.p8": Self.pem])
        defer { folder.remove() }
        let odd = folder.load()
        #expect(odd.paths(.warning) == ["apns.providerKeys[0].teamID", "apns.providerKeys[0].kid"])
        #expect(odd.workspace?.pushEndpoint.providerKeys.map(\.teamID) == ["team"])
    }
}
