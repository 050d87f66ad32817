import Foundation
import NotiCore

/// One broadcast channel an app created: its id and how APNs keeps pushes it cannot deliver at once.
public struct BroadcastChannel: Sendable, Hashable {
    /// The base64 id APNs returned in `apns-channel-id`.
    public var id: String
    /// `message-storage-policy`: 0 keeps nothing, 1 keeps the most recent push for an offline device.
    public var storagePolicy: Int
}

/// The broadcast channels of every bundle id, kept by the endpoint (docs/rules.md#broadcast-push-channels).
/// Safe to share between connections.
public final class BroadcastChannels: Sendable {
    private let channels = LockedState<[String: [BroadcastChannel]]>([:])

    /// Creates an empty store.
    public init() {}

    /// Creates a channel for `bundleID` whose id is the base64 of the 16 bytes of `uuid` (an upper-case UUID string).
    public func create(bundleID: String, storagePolicy: Int, uuid: String) -> BroadcastChannel {
        let hex = uuid.filter(\.isHexDigit)
        let bytes = stride(from: 0, to: hex.count - 1, by: 2).compactMap { offset -> UInt8? in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            return UInt8(hex[start...hex.index(after: start)], radix: 16)
        }
        let channel = BroadcastChannel(id: Data(bytes).base64EncodedString(), storagePolicy: storagePolicy)
        channels.withLock { $0[bundleID, default: []].append(channel) }
        return channel
    }

    /// The channel `id` of `bundleID`, if it exists.
    public func channel(_ id: String, bundleID: String) -> BroadcastChannel? {
        channels.withLock { $0[bundleID]?.first { $0.id == id } }
    }

    /// Every channel of `bundleID`, oldest first.
    public func all(bundleID: String) -> [BroadcastChannel] {
        channels.withLock { $0[bundleID] ?? [] }
    }

    /// Deletes channel `id` of `bundleID`; false when there was none.
    public func delete(_ id: String, bundleID: String) -> Bool {
        channels.withLock { store in
            guard let index = store[bundleID]?.firstIndex(where: { $0.id == id }) else { return false }
            store[bundleID]?.remove(at: index)
            return true
        }
    }
}
