import Foundation

/// The device's banners: the one on screen, since when, and the ones waiting their turn behind it. It alone decides
/// when a banner shows, when it leaves and what a delivery with the same identifier replaces
/// (docs/rules/presentation.md#banner-queue).
package struct BannerQueue: Sendable, Hashable {
    /// The banner on screen and the moment its time started.
    package struct Shown: Sendable, Hashable {
        package var banner: ActiveBanner
        package var since: Date
    }

    /// What happens to the banners.
    package enum Message: Sendable, Hashable {
        /// A notification is delivered, with a banner or without one. Its earlier banner goes: on screen, the new one
        /// takes its place at once (iOS alerts again); waiting, the new one waits at the back.
        case delivered(bundleID: String, identifier: String, banner: ActiveBanner?)
        /// These notifications of one app left (removed, dismissed, opened into the long look): their banners go.
        case removed(bundleID: String, identifiers: [String])
        /// The user swipes the banner on screen away (↑).
        case swipedAway
        /// Every banner goes (the device locks).
        case cleared
        /// The clock moved: temporary banners whose time is up leave, lasting `defaultSeconds` unless they say.
        case clockMoved(defaultSeconds: Double)
    }

    /// Banners that may wait behind the one on screen; beyond this the oldest waiting one is skipped (the notification
    /// stays in Notification Centre), as iOS does not queue banners without end behind one the user leaves up.
    package static let waitingLimit = 20

    /// The banner on screen, if any.
    package private(set) var shown: Shown?
    /// Banners waiting for the one on screen to leave, oldest first.
    package private(set) var waiting: [ActiveBanner] = []

    package init() {}

    /// The identifier of the banner on screen that a new banner of `bundleID`'s notification `identifier` waits
    /// behind; nil when none is on screen or it is that notification's own. Read where it lies: asked for every push
    /// of a flood.
    package func identifierAhead(ofBundleID bundleID: String, identifier: String) -> String? {
        guard let ahead = shown?.banner.identifier, ahead != identifier || shown?.banner.bundleID != bundleID else { return nil }
        return ahead
    }

    /// Every banner, the one on screen first.
    package var all: [ActiveBanner] { (shown.map { [$0.banner] } ?? []) + waiting }

    /// When the banner on screen leaves by itself; nil when none shows or it stays until handled.
    package func deadline(defaultSeconds: Double) -> Date? {
        guard let shown, !shown.banner.persistent else { return nil }
        return shown.since + (shown.banner.seconds ?? defaultSeconds)
    }

    /// Carries out `message` at `now`.
    package mutating func update(_ message: Message, now: Date) {
        switch message {
        case let .delivered(bundleID, identifier, banner):
            let replacesShown = removeWaiting(of: bundleID, identifiers: CollectionOfOne(identifier))
            if replacesShown, let banner {
                shown = Shown(banner: banner, since: now)
            } else {
                if replacesShown { showNext(since: now) }
                if let banner { enqueue(banner, now: now) }
            }
        case let .removed(bundleID, identifiers):
            if removeWaiting(of: bundleID, identifiers: identifiers) { showNext(since: now) }
        case .swipedAway:
            showNext(since: now)
        case .cleared:
            shown = nil
            waiting.removeAll()
        case let .clockMoved(defaultSeconds):
            // Waiting banners show back to back: each one's time starts when the one before it left, so a clock jump
            // lets every banner that had its turn meanwhile leave too.
            while let end = deadline(defaultSeconds: defaultSeconds), now >= end { showNext(since: end) }
        }
    }

    /// Puts a new banner on screen, or behind the others when one shows. An urgent banner covering an ordinary one
    /// goes on screen at once; the covered banner waits first in line and has its full time when it comes back.
    private mutating func enqueue(_ banner: ActiveBanner, now: Date) {
        guard let current = shown else {
            shown = Shown(banner: banner, since: now)
            return
        }
        if banner.urgent && !current.banner.urgent {
            waiting.insert(current.banner, at: 0)
            shown = Shown(banner: banner, since: now)
        } else {
            waiting.append(banner)
        }
        if waiting.count > Self.waitingLimit { waiting.removeFirst() }
    }

    /// Takes the banner on screen away and shows the next waiting one from `since`.
    private mutating func showNext(since: Date) {
        shown = waiting.isEmpty ? nil : Shown(banner: waiting.removeFirst(), since: since)
    }

    /// Takes away the waiting banners of these notifications of one app, and answers whether the one on screen is
    /// one of them (it stays for the caller to replace).
    private mutating func removeWaiting(of bundleID: String, identifiers: some Collection<String>) -> Bool {
        var matchesShown = false
        for identifier in identifiers {
            let fingerprint = ActiveBanner.fingerprint(identifier)
            if shown?.banner.shows(identifier, fingerprint: fingerprint, of: bundleID) == true { matchesShown = true }
            if !waiting.isEmpty { waiting.removeAll { $0.shows(identifier, fingerprint: fingerprint, of: bundleID) } }
        }
        return matchesShown
    }
}
