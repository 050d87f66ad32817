import Foundation
internal import NotiDispatch
internal import NotiLayout

/// A piece of timed media (AVFoundation's `AVAsset`): notisim reads its length from the file's header (WAV, AIFF,
/// M4A/MP4/MOV, MP3) and decodes nothing (docs/rules/apple-frameworks.md#audio-and-video).
open class AVAsset: NSObject, AVAsynchronousKeyValueLoading, @unchecked Sendable {
    /// The media's file or address.
    package let mediaURL: URL
    /// Seconds of media: nil when the file cannot be read, infinity when it is read but its length is unknown.
    private let seconds: Double?

    /// The media at `url`, as `AVURLAsset(url:)` makes it.
    public init(url: URL) {
        mediaURL = url
        if url.isFileURL {
            seconds = FileManager.default.contents(atPath: url.path).map { MediaDuration.seconds(of: [UInt8]($0)) ?? .infinity }
        } else {
            ExtensionLog.write(subsystem: "AVFoundation", "\(url.host ?? "remote") media is not downloaded by notisim; its length is indefinite")
            seconds = .infinity
        }
    }

    /// The length (deprecated on iOS 16 for `load(.duration)`, still answering): `.indefinite` when notisim cannot
    /// read it, `.invalid` for a file that is not there.
    open var duration: CMTime {
        guard let seconds else { return .invalid }
        return seconds.isFinite ? CMTime(seconds: seconds, preferredTimescale: 600) : .indefinite
    }

    /// Whether the file can be read (remote media counts as playable).
    open var isPlayable: Bool { seconds != nil }

    /// Seconds of media when known, for players.
    package var knownSeconds: Double? { seconds.flatMap { $0.isFinite ? $0 : nil } }

    /// The error `load` throws for a file that is not there: AVFoundation's "cannot open" (-11829).
    package static func cannotOpen(_ url: URL) -> NSError {
        NSError(domain: "AVFoundationErrorDomain", code: -11829, userInfo: [NSURLErrorKey: url])
    }

    /// Throws ``cannotOpen(_:)`` when the file could not be read.
    package func requireReadable() throws {
        if seconds == nil { throw Self.cannotOpen(mediaURL) }
    }
}

/// An asset at a URL (AVFoundation's `AVURLAsset`); the options are not needed.
open class AVURLAsset: AVAsset, @unchecked Sendable {
    public var url: URL { mediaURL }

    /// The media at `url`.
    public init(url: URL, options: [String: Any]? = nil) { super.init(url: url) }
}

/// A property an asset loads asynchronously (AVFoundation's `AVAsyncProperty`), as `asset.load(.duration)` names it.
public struct AVAsyncProperty<Root, Value>: @unchecked Sendable {
    fileprivate let read: (Root) throws -> Value
}

extension AVAsyncProperty where Root: AVAsset, Value == CMTime {
    /// The asset's length; loading it throws for a file that is not there.
    public static var duration: AVAsyncProperty<Root, CMTime> {
        AVAsyncProperty { asset in
            try asset.requireReadable()
            return asset.duration
        }
    }
}

extension AVAsyncProperty where Root: AVAsset, Value == Bool {
    /// Whether the asset can be played.
    public static var isPlayable: AVAsyncProperty<Root, Bool> { AVAsyncProperty { $0.isPlayable } }
}

/// Objects whose properties load asynchronously (AVFoundation's `AVAsynchronousKeyValueLoading`).
public protocol AVAsynchronousKeyValueLoading {}

extension AVAsynchronousKeyValueLoading {
    /// The property's value, read at once: notisim reads headers from local files only.
    public func load<T>(_ property: AVAsyncProperty<Self, T>) async throws -> T { try property.read(self) }

    /// Two properties' values.
    public func load<A, B>(_ first: AVAsyncProperty<Self, A>, _ second: AVAsyncProperty<Self, B>) async throws -> (A, B) {
        (try first.read(self), try second.read(self))
    }
}
