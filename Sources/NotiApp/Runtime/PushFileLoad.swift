import Foundation
import NotiAppCore
import NotiCore
import NotiWorkspace

/// A payload file read and decoded off the loop thread for `:push FILE` and the push menu; what it needs of the
/// model is copied on the loop thread, and its result comes back as ``AppMessage/pushFileLoaded(_:)``
/// (docs/architecture.md#one-message-loop).
struct PushFileLoad: Sendable {
    /// Reads a payload file's bytes: `PayloadFile.read(path:)`, or a test's stand-in.
    typealias Reader = @Sendable (String) -> Result<[UInt8], PayloadFileError>

    /// How long a script waits for a load before going on without it (a file on a stalled mount).
    static let limit: Double = 10

    var path: String
    var bundleID: String?
    var collapseID: String?
    var knownApps: [String]
    var workspace: Workspace

    /// Reads the file and its sidecar `NAME.headers.json` (the push type, expiration and priority, as `notisim push`
    /// sends them) and decodes it;
    /// the notification's identifier is the collapse id or a fresh UUID.
    func run(reading read: Reader) -> LoadedPushFile {
        let sidecar = PushHeadersSidecar.read(forPayloadAt: path)?.headers
        let sidecarType = sidecar?["apns-push-type"].flatMap(PushType.init(rawValue:))
        let result = read(path).mapError { PushLoadError(description: $0.description) }.flatMap { bytes in
            PushLoader.decode(bytes, source: path, bundleID: bundleID, knownApps: knownApps, pushType: sidecarType ?? .alert,
                              identifier: collapseID ?? UUID().uuidString, strings: workspace.strings(for:))
                .map { push in
                    var push = push
                    push.expiration = sidecar?["apns-expiration"].flatMap { Int($0) }
                    push.priority = sidecar?["apns-priority"].flatMap { Int($0) } ?? 10
                    return push
                }
        }
        return LoadedPushFile(path: path, result: result)
    }
}
