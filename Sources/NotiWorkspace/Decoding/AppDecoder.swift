import NotiCore

/// Decodes one entry of `apps` into a `SimulatedApp` and its initial settings.
struct AppDecoder {
    let sink: DiagnosticSink

    /// Entitlement spellings: the short names and the full entitlement keys.
    static let entitlementNames: [(String, Entitlements)] =
        [("critical-alerts", .criticalAlerts), ("time-sensitive", .timeSensitive), ("communication", .communication),
         ("filtering", .filtering)] + Entitlements.keys

    /// The app as far as it could be read; the caller checks the sink for errors.
    func app(_ reader: ObjectReader) -> SimulatedApp {
        let bundleID = reader.string("bundleID", required: true, allowEmpty: false)
        let displayName = reader.string("displayName", required: true, allowEmpty: false)
        let icon = reader.string("icon", allowEmpty: false) ?? "◼"
        let entitlements = reader.options("entitlements", names: Self.entitlementNames) ?? []
        var app = SimulatedApp(bundleID: bundleID ?? "", displayName: displayName ?? "", iconGlyph: icon, entitlements: entitlements)
        app.isAppClip = reader.bool("appClip") ?? false
        app.teamID = reader.appleIdentifier("teamID", required: false)
        if let value = reader.string("apsEnvironment") {
            app.pushEnvironment = PushEnvironment(entitlement: value)
            if app.pushEnvironment == nil {
                sink.error(reader.childPath("apsEnvironment"), "expected one of development, production (the aps-environment entitlement), got \"\(value)\"")
            }
        }
        app.liveActivityFrequentUpdates = reader.bool("liveActivityFrequentUpdates") ?? false
        app.scenes = scenes(reader)
        if let value = reader.string("runState") {
            if let state = AppRunState(rawValue: value) { app.runState = state } else {
                sink.error(reader.childPath("runState"), "expected one of \(AppRunState.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(value)\"")
            }
        }
        if let value = reader.string("locationAuthorization") {
            if let status = LocationAuthorization(rawValue: value) { app.locationAuthorization = status } else {
                sink.error(reader.childPath("locationAuthorization"),
                           "expected one of \(LocationAuthorization.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(value)\"")
            }
        }
        app.firstPromptAnswer = .unset
        if let authorization = reader.object("authorization") {
            readAuthorization(authorization, into: &app)
            authorization.finish()
        }
        app.categories = categories(reader)
        if let delegate = reader.object("delegate") {
            app.delegate = self.delegate(delegate, categories: app.categories)
            delegate.finish()
        }
        return app
    }

    /// `scenes`: each with its name and its activation conditions on `targetContentIdentifier` (NSPredicate format).
    private func scenes(_ reader: ObjectReader) -> [AppScene] {
        var scenes: [AppScene] = []
        for element in reader.array("scenes") ?? [] {
            guard let entry = ObjectReader(element.value, path: element.path, sink: sink) else { continue }
            defer { entry.finish() }
            var scene = AppScene(name: "")
            for (key, path) in [("canActivate", \AppScene.canActivate), ("prefersToActivate", \AppScene.prefersToActivate)] {
                guard let source = entry.string(key) else { continue }
                do { scene[keyPath: path] = try StringPredicate(source, subject: "targetContentIdentifier") } catch {
                    sink.error(entry.childPath(key), "\(error.description) in \"\(source)\"")
                }
            }
            guard let name = entry.string("name", required: true, allowEmpty: false) else { continue }
            if scenes.contains(where: { $0.name == name }) {
                sink.error(entry.childPath("name"), "scene \"\(name)\" is described twice")
                continue
            }
            scene.name = name
            scenes.append(scene)
        }
        return scenes
    }

    private func readAuthorization(_ reader: ObjectReader, into app: inout SimulatedApp) {
        if let requested = reader.options("request", names: AuthorizationOptions.names) {
            app.requestedAuthorization = requested
            if requested.contains(.criticalAlert), !app.entitlements.contains(.criticalAlerts) {
                reader.sink.warning(reader.childPath("request"), "criticalAlert needs the critical-alerts entitlement; iOS never grants it without")
            }
        }
        if let answer = reader.string("answer") {
            switch answer {
            case "allow": app.firstPromptAnswer = .preset(.allow)
            case "deny": app.firstPromptAnswer = .preset(.deny)
            case "summary": app.firstPromptAnswer = .preset(.summary)
            case "ask": app.firstPromptAnswer = .user
            default: reader.sink.error(reader.childPath("answer"), "expected \"allow\", \"summary\", \"deny\" or \"ask\", got the string \"\(answer)\"")
            }
        }
    }

    private func categories(_ reader: ObjectReader) -> [NotificationCategory] {
        var result: [NotificationCategory] = []
        for element in reader.array("categories") ?? [] {
            guard let category = ObjectReader(element.value, path: element.path, sink: sink) else { continue }
            defer { category.finish() }
            guard let decoded = self.category(category) else { continue }
            // The same identifier may be given once per side of a supportsContentExtensions branch.
            let clashes = result.contains { other in
                other.identifier == decoded.identifier && [true, false].contains {
                    other.isRegistered(contentExtensionsSupported: $0) && decoded.isRegistered(contentExtensionsSupported: $0)
                }
            }
            if clashes {
                sink.error(category.childPath("id"), "category \"\(decoded.identifier)\" is registered twice")
                continue
            }
            result.append(decoded)
        }
        return result
    }

    private func category(_ reader: ObjectReader) -> NotificationCategory? {
        let errorsBefore = sink.errorCount
        let identifier = reader.string("id", required: true, allowEmpty: false)
        var category = NotificationCategory(identifier: identifier ?? "")
        for element in reader.array("actions") ?? [] {
            guard let action = ObjectReader(element.value, path: element.path, sink: sink) else { continue }
            defer { action.finish() }
            guard let decoded = self.action(action) else { continue }
            if category.actions.contains(where: { $0.identifier == decoded.identifier }) {
                sink.error(action.childPath("id"), "action \"\(decoded.identifier)\" appears twice in this category")
                continue
            }
            category.actions.append(decoded)
        }
        if category.actions.count > 10 {
            sink.warning(reader.childPath("actions"), "\(category.actions.count) actions; iOS shows at most 10")
        }
        category.options = reader.options("options", names: Self.categoryOptionNames) ?? []
        category.intentIdentifiers = stringArray(reader, "intentIdentifiers")
        category.hiddenPreviewsBodyPlaceholder = reader.string("hiddenPreviewsBodyPlaceholder")
        category.categorySummaryFormat = reader.string("categorySummaryFormat")
        category.whenContentExtensions = reader.bool("whenContentExtensions")
        return sink.errorCount == errorsBefore ? category : nil
    }

    static let categoryOptionNames: [(String, CategoryOptions)] = [
        ("customDismissAction", .customDismissAction), ("allowInCarPlay", .allowInCarPlay),
        ("hiddenPreviewsShowTitle", .hiddenPreviewsShowTitle), ("hiddenPreviewsShowSubtitle", .hiddenPreviewsShowSubtitle),
        ("allowAnnouncement", .allowAnnouncement),
    ]

    static let actionOptionNames: [(String, ActionOptions)] = [
        ("authenticationRequired", .authenticationRequired), ("destructive", .destructive), ("foreground", .foreground),
    ]

    private func action(_ reader: ObjectReader) -> NotificationAction? {
        let errorsBefore = sink.errorCount
        let identifier = reader.string("id", required: true, allowEmpty: false)
        let title = reader.string("title", required: true, allowEmpty: false)
        var action = NotificationAction(identifier: identifier ?? "", title: title ?? "")
        action.options = reader.options("options", names: Self.actionOptionNames) ?? []
        action.icon = reader.string("icon", allowEmpty: false)
        action.templateImage = reader.string("templateImage", allowEmpty: false).map { TemplateImageIcon(name: $0) }
        if let textInput = reader.object("textInput") {
            let button = textInput.string("buttonTitle", required: true, allowEmpty: false)
            let placeholder = textInput.string("placeholder") ?? ""
            textInput.finish()
            action.textInput = button.map { NotificationAction.TextInput(buttonTitle: $0, placeholder: placeholder) }
        }
        return sink.errorCount == errorsBefore ? action : nil
    }

    private func stringArray(_ reader: ObjectReader, _ key: String) -> [String] {
        (reader.array(key) ?? []).compactMap { element in
            guard let text = element.value.stringValue else {
                sink.error(element.path, "expected a string, got \(element.value.messageDescription)")
                return nil
            }
            return text
        }
    }

    private func delegate(_ reader: ObjectReader, categories: [NotificationCategory]) -> AppDelegateBehaviour {
        var behaviour = AppDelegateBehaviour()
        behaviour.willPresent = reader.options("willPresent", names: PresentationOptions.names)
        behaviour.opensSettings = reader.bool("opensSettings") ?? false
        behaviour.removesPendingBeforeAdd = reader.bool("removesPendingBeforeAdd") ?? false
        if let value = reader.string("backgroundFetchResult") {
            if let result = BackgroundFetchResult(rawValue: value) { behaviour.backgroundFetchResult = result } else {
                sink.error(reader.childPath("backgroundFetchResult"),
                           "expected one of \(BackgroundFetchResult.allCases.map(\.rawValue).joined(separator: ", ")) (UIBackgroundFetchResult), got \"\(value)\"")
            }
        }
        guard let actions = reader.object("actions") else { return behaviour }
        let knownActions = Set(categories.flatMap { $0.actions.map(\.identifier) })
            .union([ResponseIdentifier.defaultAction, ResponseIdentifier.dismissAction])
        for (identifier, value) in actions.remainingMembers() {
            let path = actions.childPath(identifier)
            guard let effect = actionEffect(value, path: path) else { continue }
            if !knownActions.contains(identifier) {
                sink.warning(path, "no category of this app has an action \"\(identifier)\"")
            }
            behaviour.actionEffects[identifier] = effect
        }
        return behaviour
    }

    private func actionEffect(_ value: JSONValue, path: String) -> ActionEffect? {
        if let name = value.stringValue {
            switch name {
            case "openApp": return .openApp
            case "none": return ActionEffect.none
            default:
                sink.error(path, "unknown effect \"\(name)\"; expected \"openApp\", \"none\" or {\"reschedule\": \"15m\"}")
                return nil
            }
        }
        guard let effect = ObjectReader(value, path: path, sink: sink) else { return nil }
        defer { effect.finish() }
        guard let seconds = effect.duration("reschedule", required: true) else { return nil }
        return .reschedule(seconds: seconds)
    }

    /// `settings`: per-app overrides of the default notification settings.
    func settings(_ reader: ObjectReader) -> AppNotificationSettings {
        var settings = AppNotificationSettings()
        let flags: [(String, WritableKeyPath<AppNotificationSettings, Bool>)] = [
            ("allowNotifications", \.allowNotifications), ("lockScreen", \.lockScreen),
            ("notificationCenter", \.notificationCenter), ("banners", \.banners), ("sounds", \.sounds),
            ("badges", \.badges), ("criticalAlerts", \.criticalAlerts), ("timeSensitive", \.timeSensitive),
            ("scheduledSummary", \.scheduledSummary),
        ]
        for (key, field) in flags { if let flag = reader.bool(key) { settings[keyPath: field] = flag } }
        if let style = choice(reader, "alertStyle", AlertStyle.self) { settings.alertStyle = style }
        if let previews = choice(reader, "showPreviews", ShowPreviews.self) { settings.showPreviews = previews }
        if let grouping = choice(reader, "grouping", GroupingSetting.self) { settings.grouping = grouping }
        return settings
    }

    private func choice<Choice: RawRepresentable & CaseIterable>(_ reader: ObjectReader, _ key: String, _: Choice.Type) -> Choice? where Choice.RawValue == String {
        guard let name = reader.string(key) else { return nil }
        guard let value = Choice(rawValue: name) else {
            let names = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            sink.error(reader.childPath(key), "expected one of \(names), got the string \"\(name)\"")
            return nil
        }
        return value
    }
}
