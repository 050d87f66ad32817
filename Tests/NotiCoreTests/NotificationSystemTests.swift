import Foundation
import Testing
@testable import NotiCore

private let start = Date(timeIntervalSince1970: 1_700_000_000)
private let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 24)

/// Files the tests pretend exist: path → (size, first bytes).
private let files: [String: AttachmentFileFacts] = [
    "hello.png": AttachmentFileFacts(size: 2_000, head: png),
    "huge.png": AttachmentFileFacts(size: 10_000_001, head: png),
    "fake.png": AttachmentFileFacts(size: 100, head: Array("not a png at all".utf8)),
    "notes.txt": AttachmentFileFacts(size: 100, head: Array("plain text here!".utf8)),
    "empty.png": AttachmentFileFacts(size: 0, head: []),
]

private let imageCategory = NotificationCategory(
    identifier: "CATEGORY_IMAGE_POSTING",
    actions: [
        NotificationAction(identifier: "ACTION_LIKE", title: "Like"),
        NotificationAction(identifier: "ACTION_UNFOLLOW", title: "Unfollow", options: [.authenticationRequired, .destructive]),
        NotificationAction(identifier: "ACTION_SETTING", title: "Setting", options: [.foreground]),
        NotificationAction(identifier: "ACTION_REPLY", title: "Reply", textInput: .init(buttonTitle: "Send", placeholder: "Message")),
    ],
    options: [.customDismissAction])

private func makeSystem(delegate: AppDelegateBehaviour = AppDelegateBehaviour(), entitlements: Entitlements = [],
                        allows: Bool = true) -> NotificationSystem {
    let app = SimulatedApp(bundleID: "com.example.app", displayName: "App", entitlements: entitlements,
                           firstPromptAnswer: .preset(allows ? .allow : .deny), delegate: delegate)
    return NotificationSystem(apps: [app], timeZone: TimeZone(identifier: "UTC")!, inspectAttachment: { files[$0] })
}

private func authorizedSystem(delegate: AppDelegateBehaviour = AppDelegateBehaviour()) -> NotificationSystem {
    var system = makeSystem(delegate: delegate)
    _ = system.requestAuthorization("com.example.app", options: [.alert, .sound, .badge])
    _ = system.setCategories("com.example.app", [imageCategory])
    return system
}

private func request(_ id: String, in seconds: Double? = nil, repeats: Bool = false, category: String = "CATEGORY_IMAGE_POSTING",
                     attachments: [String] = []) -> NotificationRequest {
    var content = NotificationContent(title: "Hello", body: "Good Evening!")
    content.categoryIdentifier = category
    content.attachments = attachments.map { NotificationAttachment(identifier: $0, path: $0, kind: .image) }
    return NotificationRequest(identifier: id, content: content,
                               trigger: seconds.map { .timeInterval(seconds: $0, repeats: repeats) })
}

// docs/rules/requests.md#requests-triggers-and-limits, docs/rules/authorization.md#authorization-and-settings,
// docs/rules/actions.md#categories-and-actions, docs/rules/authorization.md#app-delegate
@Suite("Notification system")
struct NotificationSystemTests {
    let app = "com.example.app"

    @Test("only the first authorization request prompts")
    func onlyFirstRequestPrompts() {
        var system = makeSystem()
        let first = system.requestAuthorization(app, options: [.alert, .sound])
        #expect(first.granted)
        #expect(first.events.contains { if case .authorizationPrompted = $0 { return true } else { return false } })
        let second = system.requestAuthorization(app, options: [.alert, .sound, .badge])
        #expect(!second.events.contains { if case .authorizationPrompted = $0 { return true } else { return false } })
        #expect(system.app(app)?.settings.granted == [.alert, .sound])
    }

    @Test("a denied prompt leaves the app denied and add fails with notificationsNotAllowed")
    func deniedCannotAdd() {
        var system = makeSystem(allows: false)
        #expect(system.requestAuthorization(app, options: [.alert]).granted == false)
        #expect(system.app(app)?.settings.authorizationStatus == .denied)
        #expect(throws: AddRequestError.notificationsNotAllowed(bundleID: app)) { try system.add(request("a"), bundleID: app, now: start) }
    }

    @Test("provisional authorization never prompts and delivers quietly")
    func provisional() throws {
        var system = makeSystem()
        let answer = system.requestAuthorization(app, options: [.alert, .provisional])
        #expect(!answer.events.contains { if case .authorizationPrompted = $0 { return true } else { return false } })
        #expect(system.app(app)?.settings.authorizationStatus == .provisional)
        let events = try system.add(request("quiet"), bundleID: app, now: start)
        let presentation = events.compactMap { if case .delivered(_, let p, _) = $0 { return p } else { return nil } }.first
        #expect(presentation?.quiet == true && presentation?.banner == false)
        _ = system.keepProvisional(app, prominently: true)
        #expect(system.app(app)?.settings.authorizationStatus == .authorized)
    }

    @Test("critical alert permission is granted only with the entitlement")
    func criticalNeedsEntitlement() {
        var without = makeSystem()
        _ = without.requestAuthorization(app, options: [.alert, .criticalAlert])
        #expect(without.app(app)?.settings.granted.contains(.criticalAlert) == false)
        var with = makeSystem(entitlements: .criticalAlerts)
        _ = with.requestAuthorization(app, options: [.alert, .criticalAlert])
        #expect(with.app(app)?.settings.criticalAlerts == true)
    }

    @Test("setNotificationCategories replaces all registered categories, and its event names those no longer registered")
    func categoriesReplaced() {
        var system = authorizedSystem()
        _ = system.setCategories(app, [NotificationCategory(identifier: "Alarm"), NotificationCategory(identifier: "Nap")])
        let events = system.setCategories(app, [NotificationCategory(identifier: "Alarm")])
        #expect(system.app(app)?.registeredCategories.map(\.identifier) == ["Alarm"])
        #expect(events == [.categoriesRegistered(bundleID: app, identifiers: ["Alarm"], replaced: ["Nap"])])
        #expect(events.first?.logLine.hasSuffix("setNotificationCategories [Alarm] (no longer registered: Nap)") == true)
    }

    @Test("no trigger delivers at once")
    func noTriggerDeliversNow() throws {
        var system = authorizedSystem()
        _ = try system.add(request("now"), bundleID: app, now: start)
        #expect(system.app(app)?.delivered.map(\.id) == ["now"])
        #expect(system.app(app)?.pending.isEmpty == true)
    }

    @Test("a time-interval request fires after its interval")
    func timeInterval() throws {
        var system = authorizedSystem()
        _ = try system.add(request("Hello", in: 5), bundleID: app, now: start)
        #expect(system.advance(to: start + 4.9).isEmpty)
        let events = system.advance(to: start + 5)
        #expect(events.contains { if case .delivered(let n, _, _) = $0 { return n.id == "Hello" && n.date == start + 5 } else { return false } })
        #expect(system.app(app)?.pending.isEmpty == true)
    }

    @Test("the same identifier replaces a pending request")
    func replacesPending() throws {
        var system = authorizedSystem()
        _ = try system.add(request("alarm", in: 60), bundleID: app, now: start)
        let events = try system.add(request("alarm", in: 120), bundleID: app, now: start)
        #expect(events.contains(.replacedPending(bundleID: app, identifier: "alarm")))
        #expect(system.app(app)?.pending.count == 1)
        #expect(system.advance(to: start + 60).isEmpty)
        #expect(!system.advance(to: start + 120).isEmpty)
    }

    @Test("the same identifier for a delivered notification alerts again, replaces it and moves it to the top")
    func replacesDelivered() throws {
        var system = authorizedSystem()
        _ = try system.add(request("a"), bundleID: app, now: start)
        _ = try system.add(request("b"), bundleID: app, now: start + 1)
        let events = try system.add(request("a"), bundleID: app, now: start + 2)
        #expect(events.contains { if case .delivered(_, let p, true) = $0 { return p.banner } else { return false } })
        #expect(system.app(app)?.delivered.map(\.id) == ["a", "b"])
    }

    @Test("a push's identifier is its collapse id: a second push with it replaces the first")
    func collapseID() {
        var system = authorizedSystem()
        _ = system.receivePush(NotificationContent(title: "Score", body: "1–0"), identifier: "match-1", bundleID: app, delivery: .notification, now: start)
        _ = system.receivePush(NotificationContent(title: "Score", body: "2–0"), identifier: "match-1", bundleID: app, delivery: .notification, now: start + 1)
        #expect(system.app(app)?.delivered.map(\.content.body) == ["2–0"])
    }

    @Test("a background-only push wakes the app with no UI")
    func backgroundPush() {
        var system = authorizedSystem()
        let events = system.receivePush(NotificationContent(), identifier: "sync", bundleID: app, delivery: .wakesApp, now: start)
        #expect(events == [.backgroundPush(bundleID: app, identifier: "sync", wake: .woken(from: .background, result: .newData, count: 1))])
        #expect(system.app(app)?.delivered.isEmpty == true)
    }

    @Test("only the 64 soonest-firing pending requests are kept; the rest are dropped")
    func pendingLimit() throws {
        var system = authorizedSystem()
        for i in 0..<64 { _ = try system.add(request("r\(i)", in: Double(100 + i)), bundleID: app, now: start) }
        let events = try system.add(request("soon", in: 10), bundleID: app, now: start)
        #expect(events.contains(.pendingLimitDropped(bundleID: app, identifiers: ["r63"])))
        #expect(system.app(app)?.pending.count == 64)
        #expect(system.app(app)?.pending["soon"] != nil)
        let late = try system.add(request("late", in: 10_000), bundleID: app, now: start)
        #expect(late.contains(.pendingLimitDropped(bundleID: app, identifiers: ["late"])))
    }

    @Test("Notification Centre keeps the newest 100 notifications per app; older ones leave with an event naming them")
    func deliveredLimit() throws {
        var system = authorizedSystem()
        var dropped: [String] = []
        for i in 0..<(NotificationSystem.deliveredLimit + 3) {
            let events = try system.add(request("n\(i)", in: nil), bundleID: app, now: start + Double(i))
            for case let .deliveredLimitDropped(_, identifiers) in events { dropped += identifiers }
        }
        #expect(dropped == ["n0", "n1", "n2"])
        #expect(system.app(app)?.delivered.count == NotificationSystem.deliveredLimit)
        #expect(system.app(app)?.delivered.first?.id == "n102")
        #expect(system.app(app)?.delivered.last?.id == "n3")
    }

    @Test("a repeating request counts once toward the pending limit")
    func repeatingCountsOnce() throws {
        var system = authorizedSystem()
        _ = try system.add(request("every-minute", in: 60, repeats: true), bundleID: app, now: start)
        for i in 0..<63 { _ = try system.add(request("r\(i)", in: Double(1_000 + i)), bundleID: app, now: start) }
        #expect(system.app(app)?.pending.count == 64)
        _ = system.advance(to: start + 180)
        #expect(system.app(app)?.pending["every-minute"] != nil)
    }

    @Test("remove pending and delivered by identifier, or all")
    func removal() throws {
        var system = authorizedSystem()
        for id in ["a", "b", "c"] { _ = try system.add(request(id, in: 10), bundleID: app, now: start) }
        #expect(system.removePending(app, identifiers: ["b", "zzz"]) == [.removedPending(bundleID: app, identifiers: ["b"])])
        #expect(system.app(app)?.pending.keys.sorted() == ["a", "c"])
        _ = system.removeAllPending(app)
        #expect(system.app(app)?.pending.isEmpty == true && system.nextDeadline == nil)
        for id in ["x", "y"] { _ = try system.add(request(id), bundleID: app, now: start) }
        _ = system.removeDelivered(app, identifiers: ["x"])
        #expect(system.app(app)?.delivered.map(\.id) == ["y"])
        _ = system.removeAllDelivered(app)
        #expect(system.app(app)?.delivered.isEmpty == true)
    }

    @Test("an invalid attachment makes add fail with its UNError code and nothing is scheduled", arguments: [
        ("missing.png", 100), ("notes.txt", 101), ("huge.png", 102), ("fake.png", 105), ("empty.png", 105),
    ])
    func invalidAttachment(path: String, code: Int) {
        var system = authorizedSystem()
        #expect { try system.add(request("img", in: 5, attachments: [path]), bundleID: app, now: start) } throws: { error in
            (error as? AddRequestError)?.code == code
        }
        #expect(system.app(app)?.pending.isEmpty == true)
    }

    @Test("a valid attachment is accepted with its kind and type")
    func validAttachment() throws {
        var system = authorizedSystem()
        _ = try system.add(request("img", attachments: ["hello.png"]), bundleID: app, now: start)
        #expect(system.app(app)?.delivered.first?.content.attachments.first?.typeHint == "public.png")
    }

    @Test("an explicit dismiss reaches the app only with customDismissAction")
    func explicitDismiss() throws {
        var system = authorizedSystem()
        _ = try system.add(request("a"), bundleID: app, now: start)
        let events = system.dismissNotification(app, identifier: "a", now: start)
        #expect(events.contains(.didReceiveResponse(bundleID: app, identifier: "a", actionIdentifier: ResponseIdentifier.dismissAction, userText: nil)))
        _ = try system.add(request("b", category: "OTHER"), bundleID: app, now: start)
        let silent = system.dismissNotification(app, identifier: "b", now: start)
        #expect(!silent.contains { if case .didReceiveResponse = $0 { return true } else { return false } })
        #expect(system.app(app)?.delivered.isEmpty == true)
    }

    @Test("opening a notification opens the app and sends the default action")
    func defaultAction() throws {
        var system = authorizedSystem()
        _ = try system.add(request("a"), bundleID: app, now: start)
        let events = system.openNotification(app, identifier: "a", now: start)
        #expect(events.contains(.appOpened(bundleID: app)))
        #expect(events.contains(.didReceiveResponse(bundleID: app, identifier: "a", actionIdentifier: ResponseIdentifier.defaultAction, userText: nil)))
        #expect(system.app(app)?.isForeground == true)
    }

    @Test("an authentication-required action waits for the device to be unlocked")
    func authenticationRequired() throws {
        var system = authorizedSystem()
        _ = try system.add(request("a"), bundleID: app, now: start)
        _ = system.setDevice(DeviceState(isLocked: true))
        let unfollow = imageCategory.actions[1]
        #expect(system.performAction(unfollow, on: app, identifier: "a", now: start) == [.unlockRequired(bundleID: app, identifier: "a", actionIdentifier: "ACTION_UNFOLLOW", actionTitle: "Unfollow")])
        #expect(system.app(app)?.delivered.count == 1)
        _ = system.setDevice(DeviceState(isLocked: false))
        #expect(system.performAction(unfollow, on: app, identifier: "a", now: start).contains(
            .didReceiveResponse(bundleID: app, identifier: "a", actionIdentifier: "ACTION_UNFOLLOW", userText: nil)))
    }

    @Test("on a locked device opening a notification asks to unlock first, and the prompt calls it Open")
    func lockedDefaultAction() throws {
        var system = authorizedSystem()
        _ = try system.add(request("a"), bundleID: app, now: start)
        _ = system.setDevice(DeviceState(isLocked: true))
        #expect(system.openNotification(app, identifier: "a", now: start) == [.unlockRequired(
            bundleID: app, identifier: "a", actionIdentifier: ResponseIdentifier.defaultAction, actionTitle: "Open")])
        #expect(system.app(app)?.isForeground == false)
        #expect(system.app(app)?.delivered.count == 1)
    }

    @Test("on a locked device a foreground action asks to unlock first by its title; a background action runs locked")
    func lockedActions() throws {
        var system = authorizedSystem()
        _ = try system.add(request("a"), bundleID: app, now: start)
        _ = system.setDevice(DeviceState(isLocked: true))
        #expect(system.performAction(imageCategory.actions[2], on: app, identifier: "a", now: start) == [.unlockRequired(
            bundleID: app, identifier: "a", actionIdentifier: "ACTION_SETTING", actionTitle: "Setting")])
        #expect(system.app(app)?.isForeground == false)
        let like = system.performAction(imageCategory.actions[0], on: app, identifier: "a", now: start)
        #expect(like.contains(.didReceiveResponse(bundleID: app, identifier: "a", actionIdentifier: "ACTION_LIKE", userText: nil)))
        #expect(system.app(app)?.delivered.isEmpty == true)
    }

    @Test("the unlock event's log line names the action by its title")
    func unlockLogLine() {
        let line = CenterEvent.unlockRequired(bundleID: app, identifier: "a", actionIdentifier: "ACTION_SETTING", actionTitle: "Setting").logLine
        #expect(line == "com.example.app: \"Setting\" (ACTION_SETTING) on \"a\" needs the device unlocked")
    }

    @Test("a push handed to another part of the app is never delivered to the centre")
    func handedOffPush() {
        var system = authorizedSystem()
        for type in PushType.allCases where type != .alert && type != .background {
            let events = system.receivePush(NotificationContent(title: "Call"), identifier: type.rawValue, bundleID: app,
                                            delivery: .handedOff(type), now: start)
            #expect(events == [.pushHandedOff(bundleID: app, identifier: type.rawValue, pushType: type)])
        }
        #expect(system.app(app)?.delivered.isEmpty == true)
        #expect(CenterEvent.pushHandedOff(bundleID: app, identifier: "c", pushType: .voip).logLine
            == "com.example.app: voip push \"c\" → PushKit (an incoming VoIP call for CallKit), no banner")
        #expect(CenterEvent.pushHandedOff(bundleID: app, identifier: "l", pushType: .liveactivity).logLine.contains("is not a notification"))
    }

    @Test("a background action dismisses the notification without opening the app; a foreground one opens it")
    func backgroundAndForegroundActions() throws {
        var system = authorizedSystem()
        _ = try system.add(request("a"), bundleID: app, now: start)
        let like = system.performAction(imageCategory.actions[0], on: app, identifier: "a", now: start)
        #expect(!like.contains(.appOpened(bundleID: app)))
        #expect(system.app(app)?.delivered.isEmpty == true)
        _ = try system.add(request("b"), bundleID: app, now: start)
        #expect(system.performAction(imageCategory.actions[2], on: app, identifier: "b", now: start).contains(.appOpened(bundleID: app)))
    }

    @Test("a text input action carries the user's text to the delegate")
    func textInput() throws {
        var system = authorizedSystem()
        _ = try system.add(request("a"), bundleID: app, now: start)
        let events = system.performAction(imageCategory.actions[3], on: app, identifier: "a", userText: "좋아요 👍", now: start)
        #expect(events.contains(.didReceiveResponse(bundleID: app, identifier: "a", actionIdentifier: "ACTION_REPLY", userText: "좋아요 👍")))
    }

    @Test("a snooze action re-schedules the notification 15 minutes later")
    func snooze() throws {
        var system = authorizedSystem(delegate: AppDelegateBehaviour(actionEffects: ["SNOOZE": .reschedule(seconds: 900)]))
        _ = try system.add(request("wake"), bundleID: app, now: start)
        _ = system.performAction(NotificationAction(identifier: "SNOOZE", title: "Snooze 15 min"), on: app, identifier: "wake", now: start)
        #expect(system.nextDeadline == start + 900)
        #expect(system.advance(to: start + 900).contains { if case .delivered(let n, _, _) = $0 { return n.id == "wake" } else { return false } })
    }

    @Test("a foreground app's delegate is asked willPresent and its answer decides")
    func willPresentAsked() throws {
        var system = authorizedSystem(delegate: AppDelegateBehaviour(willPresent: [.banner, .sound]))
        _ = system.setForeground(app, true)
        let events = try system.add(request("a"), bundleID: app, now: start)
        #expect(events.contains(.willPresent(bundleID: app, identifier: "a", answer: [.banner, .sound])))
        #expect(events.contains { if case .delivered(_, let p, _) = $0 { return p.banner && !p.list } else { return false } })
    }

    @Test("a badge of nil leaves the app's badge; 0 clears it")
    func badges() throws {
        var system = authorizedSystem()
        var withBadge = request("a"); withBadge.content.badge = 5
        _ = try system.add(withBadge, bundleID: app, now: start)
        _ = try system.add(request("b"), bundleID: app, now: start)
        #expect(system.app(app)?.badge == 5)
        var clear = request("c"); clear.content.badge = 0
        _ = try system.add(clear, bundleID: app, now: start)
        #expect(system.app(app)?.badge == 0)
    }

    @Test("openSettingsFor is called only for apps that provide their own notification settings")
    func openSettings() {
        var system = makeSystem(delegate: AppDelegateBehaviour(opensSettings: true))
        _ = system.requestAuthorization(app, options: [.alert])
        #expect(system.openAppSettings(app, notificationID: nil).isEmpty)
        var provides = makeSystem(delegate: AppDelegateBehaviour(opensSettings: true))
        _ = provides.requestAuthorization(app, options: [.alert, .providesAppNotificationSettings])
        #expect(provides.openAppSettings(app, notificationID: "a") == [.openSettings(bundleID: app, identifier: "a")])
    }
}
