import Testing
@testable import NotiCore

/// iOS plays the default sound instead of a named sound longer than 30 s (docs/rules/presentation.md#sounds-longer-than-30-seconds).
@Suite("Named sounds longer than 30 seconds")
struct NamedSoundLengthTests {
    func presentation(_ sound: NotificationSound, lengths: [String: Double], level: InterruptionLevel = .active) -> Presentation {
        var content = NotificationContent(title: "Wake up")
        content.sound = sound
        content.interruptionLevel = level
        var input = PresentationInput(content: content, settings: criticalSettings,
                                      entitlements: level == .critical ? [.criticalAlerts] : [])
        input.namedSoundSeconds = lengths
        return decidePresentation(input)
    }

    @Test("a named sound longer than 30 s plays the default sound, and the presentation says why")
    func longSoundPlaysTheDefault() throws {
        let played = try #require(presentation(.named("long.caf"), lengths: ["long.caf": 42]).sound)
        #expect(played.name == nil && !played.critical)
        #expect(presentation(.named("long.caf"), lengths: ["long.caf": 42]).reasons
            .contains("sound \"long.caf\" is 42.0 s long, over 30 s: the default sound plays instead"))
    }

    @Test("a named sound of 30 s or less, or of a length notisim cannot read, plays by its name")
    func shortOrUnknownSoundPlays() {
        #expect(presentation(.named("bell.caf"), lengths: ["bell.caf": 30]).sound?.name == "bell.caf")
        #expect(presentation(.named("odd.snd"), lengths: [:]).sound?.name == "odd.snd")
    }

    @Test("a critical alert's named sound longer than 30 s plays the default critical sound at its volume")
    func longCriticalSound() throws {
        let played = try #require(presentation(.critical(name: "siren.caf", volume: 0.4), lengths: ["siren.caf": 31], level: .critical).sound)
        #expect(played.name == nil && played.critical && played.volume == 0.4)
    }
}
