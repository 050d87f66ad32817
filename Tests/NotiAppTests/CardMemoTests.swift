import Foundation
import NotiCore
import NotiLayout
import Testing
import TestSupport
@testable import NotiApp
@testable import NotiAppCore

/// Cards kept between frames must be the cards a fresh layout draws (docs/architecture.md#one-message-loop).
@Suite("Centre cards kept between frames")
struct CardMemoTests {
    /// The centre list as drawn with the model's kept cards, and as laid out afresh.
    static func bothWays(_ model: AppModel, rows: Int = 28, later seconds: Double = 0) -> (kept: RenderedView, fresh: RenderedView) {
        var context = AppView.renderContext(model, attachments: AttachmentReaders(image: TestAttachments.loadImage, mediaDuration: { _ in nil }))
        context.now += seconds
        var center = AppView.centerModel(model)
        let kept = CenterListView.render(center, rows: rows, context: context)
        center.cards = nil
        return (kept, CenterListView.render(center, rows: rows, context: context))
    }

    @Test("after every step — selection moves, an opened stack, minutes passing, a lock, a new arrival, a removal, a theme, a narrower terminal and another iOS — the kept cards draw what a fresh layout draws",
          arguments: [["key Down", "key Down", "key Up"], ["key Down", "key Space", "key Down", "key Escape"], ["advance 59s", "advance 1s", "advance 2h"],
                      ["lock", "key Down", "unlock"], ["schedule fresh now app=com.example.photos title=\"Fresh\" body=\"new\"", "key Down"],
                      ["schedule gone now app=com.example.photos title=\"Gone\"", "remove gone app=com.example.photos"], ["theme dark"], ["size 60x30"], ["os 15"]])
    func keptCardsMatchFreshLayout(steps: [String]) throws {
        let runner = try demoScript()
        #expect(runner.run(script: "advance 30s\nkey c\nkey Down").passed)
        var drawnAgain = 0
        for step in steps {
            let outcome = runner.run(script: step)
            #expect(outcome.passed, "\(step): \(String(describing: outcome.failure))")
            let first = Self.bothWays(runner.model)
            let same = first.kept == first.fresh
            #expect(same, "\(step): kept cards differ from a fresh layout")
            // Drawn again with nothing changed, every card comes from the memo, and still matches.
            let again = Self.bothWays(runner.model)
            let sameAgain = again.kept == again.fresh
            #expect(sameAgain, "\(step): drawn again")
            drawnAgain += runner.model.cardMemo.count
        }
        #expect(drawnAgain > 0, "cards were kept")
    }

    @Test("a card's relative time moves on with the clock although nothing else changed: now, then 2m ago, then 3h ago")
    func relativeTimeMovesOn() throws {
        let runner = try demoScript()
        #expect(runner.run(script: "advance 30s\nkey c").passed)
        for seconds: Double in [0, 150, 10_801] {
            let drawn = Self.bothWays(runner.model, later: seconds)
            let same = drawn.kept == drawn.fresh
            #expect(same, "\(seconds) s later")
        }
        let texts = Self.bothWays(runner.model, later: 150).kept.regions.map(\.text)
        #expect(texts.contains("2m ago"))
    }
}
