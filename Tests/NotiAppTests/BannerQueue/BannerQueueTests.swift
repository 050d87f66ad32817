import Foundation
import Testing
@testable import NotiApp
@testable import NotiAppCore

/// The banner queue's own rules, message by message (docs/rules/presentation.md#banner-queue).
@Suite("banner queue")
struct BannerQueueTests {
    private let t0 = Date(timeIntervalSince1970: 1_000)
    private let app = "com.example.app"

    private func banner(_ identifier: String, persistent: Bool = false, seconds: Double? = nil) -> ActiveBanner {
        ActiveBanner(bundleID: app, identifier: identifier, persistent: persistent, seconds: seconds)
    }

    private func deliver(_ identifiers: String..., into queue: inout BannerQueue, at time: Date, persistent: Bool = false) {
        for identifier in identifiers {
            queue.update(.delivered(bundleID: app, identifier: identifier, banner: banner(identifier, persistent: persistent)), now: time)
        }
    }

    @Test("the first banner shows at once; later ones wait their turn without a start time")
    func firstShowsOthersWait() {
        var queue = BannerQueue()
        deliver("a", "b", into: &queue, at: t0)
        #expect(queue.shown == BannerQueue.Shown(banner: banner("a"), since: t0))
        #expect(queue.waiting.map(\.identifier) == ["b"])
        #expect(queue.deadline(defaultSeconds: 5) == t0 + 5)
    }

    @Test("a temporary banner leaves when its time is up and the next one's time starts then, not at the clock's reading")
    func backToBack() {
        var queue = BannerQueue()
        deliver("a", "b", "c", into: &queue, at: t0)
        queue.update(.clockMoved(defaultSeconds: 5), now: t0 + 4.9)
        #expect(queue.shown?.banner.identifier == "a")
        queue.update(.clockMoved(defaultSeconds: 5), now: t0 + 12)
        #expect(queue.shown == BannerQueue.Shown(banner: banner("c"), since: t0 + 10))
        queue.update(.clockMoved(defaultSeconds: 5), now: t0 + 15)
        #expect(queue.shown == nil && queue.waiting.isEmpty)
        #expect(queue.deadline(defaultSeconds: 5) == nil)
    }

    @Test("a banner's own seconds (a ringing call's) outlast the default; a persistent one never leaves by itself")
    func ownSecondsAndPersistent() {
        var queue = BannerQueue()
        queue.update(.delivered(bundleID: app, identifier: "call", banner: banner("call", seconds: 30)), now: t0)
        #expect(queue.deadline(defaultSeconds: 5) == t0 + 30)
        queue.update(.cleared, now: t0)
        deliver("alarm", into: &queue, at: t0, persistent: true)
        queue.update(.clockMoved(defaultSeconds: 5), now: t0 + 3600)
        #expect(queue.shown?.banner.identifier == "alarm")
        #expect(queue.deadline(defaultSeconds: 5) == nil)
    }

    @Test("delivered again with the identifier of the banner on screen: the new banner takes its place at once, the waiting ones keep their turn")
    func replacementOnScreen() {
        var queue = BannerQueue()
        deliver("a", "b", into: &queue, at: t0)
        deliver("a", into: &queue, at: t0 + 2)
        #expect(queue.shown == BannerQueue.Shown(banner: banner("a"), since: t0 + 2))
        #expect(queue.waiting.map(\.identifier) == ["b"])
        #expect(queue.deadline(defaultSeconds: 5) == t0 + 7)
    }

    @Test("delivered again with the identifier of a waiting banner: the old one goes and the new one waits at the back")
    func replacementWaiting() {
        var queue = BannerQueue()
        deliver("a", "b", "c", into: &queue, at: t0)
        deliver("b", into: &queue, at: t0 + 1)
        #expect(queue.shown?.banner.identifier == "a")
        #expect(queue.waiting.map(\.identifier) == ["c", "b"])
    }

    @Test("delivered again without a banner: the old banner goes and the next waiting one shows from then")
    func replacementWithoutBanner() {
        var queue = BannerQueue()
        deliver("a", "b", into: &queue, at: t0)
        queue.update(.delivered(bundleID: app, identifier: "a", banner: nil), now: t0 + 1)
        #expect(queue.shown == BannerQueue.Shown(banner: banner("b"), since: t0 + 1))
        #expect(queue.waiting.isEmpty)
    }

    @Test("the same identifier of another app is another notification: nothing is replaced")
    func otherAppsIdentifier() {
        var queue = BannerQueue()
        deliver("a", into: &queue, at: t0)
        queue.update(.removed(bundleID: "com.example.other", identifiers: ["a"]), now: t0 + 1)
        #expect(queue.shown == BannerQueue.Shown(banner: banner("a"), since: t0))
    }

    @Test("removing the banner on screen or swiping it away shows the next one from that moment")
    func removedAndSwipedAway() {
        var queue = BannerQueue()
        deliver("a", "b", "c", into: &queue, at: t0)
        queue.update(.removed(bundleID: app, identifiers: ["a"]), now: t0 + 1)
        #expect(queue.shown == BannerQueue.Shown(banner: banner("b"), since: t0 + 1))
        queue.update(.swipedAway, now: t0 + 2)
        #expect(queue.shown == BannerQueue.Shown(banner: banner("c"), since: t0 + 2))
        queue.update(.swipedAway, now: t0 + 3)
        #expect(queue.shown == nil)
    }

    @Test("at most 20 wait: the oldest waiting one is skipped, the one on screen stays")
    func waitingIsBounded() {
        var queue = BannerQueue()
        deliver("first", into: &queue, at: t0, persistent: true)
        for index in 0..<(BannerQueue.waitingLimit + 3) { deliver("w\(index)", into: &queue, at: t0) }
        #expect(queue.shown?.banner.identifier == "first")
        #expect(queue.waiting.map(\.identifier) == (3..<(BannerQueue.waitingLimit + 3)).map { "w\($0)" })
        #expect(queue.all.count == 1 + BannerQueue.waitingLimit)
    }

    @Test("clearing (locking the device) takes every banner away")
    func cleared() {
        var queue = BannerQueue()
        deliver("a", "b", into: &queue, at: t0)
        queue.update(.cleared, now: t0)
        #expect(queue.all.isEmpty)
    }
}
