import Foundation
import NotiAPNs
import NotiApp

/// The broadcast channels of a workspace kept beside its state (`channels.json`), so a channel an app's server
/// created is still there after notisim restarts or is killed: each create and delete is on disk before it is
/// answered. docs/rules/live-activities.md#broadcast-channels-survive-restarts.
package enum BroadcastChannelFile {
    /// The file's contents: a version, then the channels by bundle id.
    struct Contents: Codable {
        static let currentVersion = 1
        var version = currentVersion
        var channels: BroadcastChannels.Table
    }

    /// The channels saved for `store`'s workspace (none when there is no file yet), persisting every change there.
    /// A damaged file is one line naming it and the reason.
    package static func channels(for store: StateStore) throws(StateStore.Failure) -> BroadcastChannels {
        let file = store.channelsURL
        var saved: BroadcastChannels.Table = [:]
        if FileManager.default.fileExists(atPath: file.path) {
            do {
                let contents = try JSONDecoder().decode(Contents.self, from: Data(contentsOf: file))
                guard contents.version <= Contents.currentVersion else {
                    throw StateStore.Failure(description: "\(file.path): made by a newer notisim (version \(contents.version)); run notisim reset to start over")
                }
                saved = contents.channels
            } catch let failure as StateStore.Failure {
                throw failure
            } catch {
                throw StateStore.Failure(description: "\(file.path): the broadcast channels file is damaged (\(error.localizedDescription)); run notisim reset to start over")
            }
        }
        return BroadcastChannels(saved) { table in
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try StateStore.writeAtomically(try encoder.encode(Contents(channels: table)), to: file)
        }
    }
}
