import NotiDispatch

/// What a push SDK's extension code would have sent to its servers, and what it did with a push, as lines of
/// notisim's event log (docs/rules/push-sdks.md#push-sdks-in-extensions): nothing leaves the machine but the media download.
package struct PushSDKLog: Sendable {
    /// The SDK's module name, which starts each line.
    package let sdk: String

    package init(sdk: String) { self.sdk = sdk }

    /// A request the SDK would have sent home (a delivery receipt, metrics, an event), with what it would carry.
    package func wouldSend(_ what: String) { ExtensionLog.write(subsystem: sdk, category: "would send", what) }

    /// What the SDK did with the push (attached its image, added buttons) or why it did not.
    package func note(_ what: String) { ExtensionLog.write(subsystem: sdk, category: "push", what) }
}
