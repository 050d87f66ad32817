import Foundation
import NotiCore

/// One broadcast channel an app created: its id and how APNs keeps pushes it cannot deliver at once.
package struct BroadcastChannel: Sendable, Hashable, Codable {
    /// The base64 id APNs returned in `apns-channel-id`.
    package var id: String
    /// `message-storage-policy`: 0 keeps nothing, 1 keeps the most recent push for an offline device.
    package var storagePolicy: Int

    package init(id: String, storagePolicy: Int) {
        self.id = id
        self.storagePolicy = storagePolicy
    }
}

/// The broadcast channels of every bundle id, kept by the endpoint (docs/rules/live-activities.md#broadcast-push-channels).
/// Safe to share between connections.
package final class BroadcastChannels: Sendable {
    /// Every channel by bundle id, oldest first.
    package typealias Table = [String: [BroadcastChannel]]
    /// Makes a changed table durable; called under the store's lock after each create and delete, before the
    /// request is answered (docs/rules/live-activities.md#broadcast-channels-survive-restarts).
    package typealias Persist = @Sendable (Table) throws -> Void

    private let channels: LockedState<Table>
    private let persist: Persist?

    /// A store holding `channels` (those of an earlier run), handing every change to `persist` when given.
    package init(_ channels: Table = [:], persist: Persist? = nil) {
        self.channels = LockedState(channels)
        self.persist = persist
    }

    /// Creates a channel for `bundleID` whose id is the base64 of the 16 bytes of `uuid` (an upper-case UUID string);
    /// throws what `persist` threw, keeping nothing.
    package func create(bundleID: String, storagePolicy: Int, uuid: String) throws -> BroadcastChannel {
        let hex = uuid.filter(\.isHexDigit)
        let bytes = stride(from: 0, to: hex.count - 1, by: 2).compactMap { offset -> UInt8? in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            return UInt8(hex[start...hex.index(after: start)], radix: 16)
        }
        let channel = BroadcastChannel(id: Data(bytes).base64EncodedString(), storagePolicy: storagePolicy)
        try change { $0[bundleID, default: []].append(channel) }
        return channel
    }

    /// The channel `id` of `bundleID`, if it exists.
    package func channel(_ id: String, bundleID: String) -> BroadcastChannel? {
        channels.withLock { $0[bundleID]?.first { $0.id == id } }
    }

    /// Every channel of `bundleID`, oldest first.
    package func all(bundleID: String) -> [BroadcastChannel] {
        channels.withLock { $0[bundleID] ?? [] }
    }

    /// Deletes channel `id` of `bundleID`; false when there was none. Throws what `persist` threw, keeping the channel.
    package func delete(_ id: String, bundleID: String) throws -> Bool {
        var found = false
        try change { table in
            guard let index = table[bundleID]?.firstIndex(where: { $0.id == id }) else { return }
            table[bundleID]?.remove(at: index)
            if table[bundleID]?.isEmpty == true { table[bundleID] = nil }
            found = true
        }
        return found
    }

    /// Applies `edit` and persists the result, or leaves the table as it was when persisting fails.
    private func change(_ edit: (inout Table) -> Void) throws {
        try channels.withLock { table in
            var changed = table
            edit(&changed)
            guard changed != table else { return }
            try persist?(changed)
            table = changed
        }
    }
}
