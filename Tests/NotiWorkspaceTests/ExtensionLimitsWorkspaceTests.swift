import Foundation
import NotiExtensions
import Testing
@testable import NotiWorkspace

@Suite("A workspace's extension limits")
struct ExtensionLimitsWorkspaceTests {
    @Test("memoryMB sets an extension's own memory in megabytes from 1 to 4096; outside that range the default (24 MB) stays")
    func memoryRange() throws {
        #expect(ExtensionLimits.memoryMegabytesRange == 1...4096)
        #expect(ExtensionLimits.standard.memoryBytes == 24 * 1024 * 1024)
        let largest = try TemporaryWorkspace.load(#"{"apps": [], "extensionLimits": {"memoryMB": 4096}}"#)
        #expect(largest.workspace?.extensionLimits.memoryBytes == 4096 * 1024 * 1024)
        let over = try TemporaryWorkspace.load(#"{"apps": [], "extensionLimits": {"memoryMB": 4097}}"#)
        #expect(over.workspace?.extensionLimits.memoryBytes == ExtensionLimits.standard.memoryBytes)
        #expect(!over.diagnostics.isEmpty)
    }
}
