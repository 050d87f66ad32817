import Testing
import NotiCore
@testable import NotiLayout

@Suite("Expanded view rules")
struct ExpandedRuleTests {
    func render(os: String, attributes: ContentExtensionAttributes? = nil, state: ContentExtensionState? = nil,
                category: NotificationCategory? = Samples.imagePostingCategory, rows: Int? = nil, selected: Int? = nil,
                textInput: TextInputState? = nil) -> RenderedView {
        let model = ExpandedViewModel(notification: Samples.hello(), app: Samples.practiceApp, category: category,
                                      extensionAttributes: attributes, extensionState: state, selectedAction: selected, textInput: textInput)
        return ExpandedView.render(model, context: Samples.context(os: Samples.plain(os: os), device: Samples.device(columns: 40), rows: rows))
    }

    func top(_ view: RenderedView, _ role: LayoutRegion.Role) -> Int? { view.regions.first { $0.role == role }?.rect.y }

    @Test("iOS ≤ 14 puts the attachment above the title and body; iOS 15+ below them")
    func attachmentOrder() throws {
        let old = render(os: "14"), new = render(os: "15")
        #expect(try #require(top(old, .attachment)) < #require(top(old, .title)))
        #expect(try #require(top(new, .attachment)) > #require(top(new, .body)))
    }

    @Test("The custom view takes the attachment's place: above the text on iOS ≤ 14, below on 15+")
    func customViewPlace() throws {
        let attributes = ContentExtensionAttributes(categories: ["c"], initialContentSizeRatio: 0.5)
        let old = render(os: "13", attributes: attributes), new = render(os: "16", attributes: attributes)
        #expect(try #require(top(old, .custom)) < #require(top(old, .title)))
        #expect(try #require(top(new, .custom)) > #require(top(new, .body)))
        #expect(top(old, .attachment) == nil)
    }

    @Test("DefaultContentHidden hides title and body; the header stays on iOS ≤ 14 and goes on 15+; dismiss and actions always show")
    func defaultContentHidden() {
        let attributes = ContentExtensionAttributes(categories: ["c"], initialContentSizeRatio: 0.5, defaultContentHidden: true)
        let old = render(os: "13", attributes: attributes), new = render(os: "15", attributes: attributes)
        for view in [old, new] {
            #expect(top(view, .title) == nil && top(view, .body) == nil)
            #expect(top(view, .dismiss) != nil)
            #expect(view.regions.filter { $0.role == .action }.count == 4)
        }
        #expect(top(old, .header) != nil)
        #expect(top(new, .header) == nil)
    }

    @Test("With UserInteractionEnabled the custom area is marked interactive (it can take keyboard focus)")
    func userInteraction() {
        let interactive = render(os: "12", attributes: ContentExtensionAttributes(categories: ["c"], initialContentSizeRatio: 0.5, userInteractionEnabled: true))
        let passive = render(os: "12", attributes: ContentExtensionAttributes(categories: ["c"], initialContentSizeRatio: 0.5))
        #expect(interactive.regions.first { $0.role == .custom }?.text == "interactive")
        #expect(passive.regions.first { $0.role == .custom }?.text == nil)
    }

    @Test("An absurd preferred height or ratio is capped at the screen height in rows")
    func absurdSizes() {
        let context = Samples.context(device: .standard)
        let screenRows = CellMetrics.standard.rows(forPoints: DeviceProfile.standard.screenHeightPoints)
        let attributes = ContentExtensionAttributes(categories: ["c"], initialContentSizeRatio: 1e12)
        #expect(ExpandedView.customAreaRows(attributes: attributes, state: nil, context: context) == screenRows)
        #expect(ExpandedView.customAreaRows(attributes: attributes, state: ContentExtensionState(preferredHeightPoints: 1e300), context: context) == screenRows)
        #expect(ExpandedView.customAreaRows(attributes: attributes, state: ContentExtensionState(preferredHeightPoints: .nan), context: context) == screenRows)
    }

    @Test("OverridesDefaultTitle shows the extension's title in the header instead of the app name")
    func overridesTitle() {
        let attributes = ContentExtensionAttributes(categories: ["c"], initialContentSizeRatio: 0.5, overridesDefaultTitle: true)
        let view = render(os: "17", attributes: attributes, state: ContentExtensionState(title: "Album Paris"))
        #expect(view.regions.first { $0.role == .header }?.text == "Album Paris")
        let plain = render(os: "17", attributes: ContentExtensionAttributes(categories: ["c"], initialContentSizeRatio: 0.5), state: ContentExtensionState(title: "Album Paris"))
        #expect(plain.regions.first { $0.role == .header }?.text == "Local Notification Practice")
    }

    @Test("Actions are numbered 1–9 then 0 in order; destructive ones use the dangerous style; authentication-required ones show 🔒")
    func actionsInOrder() {
        var theme = Theme(name: "t")
        theme.styles[.actionDestructive] = Style(foreground: .palette(1))
        let model = ExpandedViewModel(notification: Samples.hello(), app: Samples.practiceApp, category: Samples.imagePostingCategory)
        var context = Samples.context(os: Samples.plain(os: "14"), device: Samples.device(columns: 40))
        context.theme = theme
        let view = ExpandedView.render(model, context: context)
        let actions = view.regions.filter { $0.role == .action }
        #expect(actions.map(\.identifier) == ["ACTION_LIKE", "ACTION_DISLIKE", "ACTION_UNFOLLOW", "ACTION_SETTING"])
        #expect(actions.map { $0.text ?? "" } == ["1 Like", "2 Dislike", "3 🔒 Unfollow", "4 Setting"])
        let unfollow = actions[2].rect
        #expect(view.grid[unfollow.x, unfollow.y].style.foreground == .palette(1))
        #expect(view.grid[actions[0].rect.x, actions[0].rect.y].style.foreground == .default)
        #expect(ActionList.keyLabel(9) == "0")
    }

    @Test("Action icons show from iOS 15 only")
    func actionIcons() {
        #expect(render(os: "14").regions.first { $0.role == .action }?.text == "1 Like")
        #expect(render(os: "15").regions.first { $0.role == .action }?.text == "1 👍 Like")
    }

    @Test("Up to 10 actions when there is room; only the first 2 when the screen is tight")
    func actionLimits() {
        let many = NotificationCategory(identifier: "many", actions: (1...12).map { NotificationAction(identifier: "a\($0)", title: "Action \($0)") })
        #expect(render(os: "15", category: many).regions.filter { $0.role == .action }.count == 10)
        #expect(render(os: "15", category: many, rows: 12).regions.filter { $0.role == .action }.map(\.identifier) == ["a1", "a2"])
    }

    @Test("An extension's actions replace the category's (iOS 12+ dynamic actions); an empty list removes them all")
    func dynamicActions() {
        let attributes = ContentExtensionAttributes(categories: ["c"], initialContentSizeRatio: 0.5)
        let replaced = render(os: "12", attributes: attributes, state: ContentExtensionState(actionsOverride: [NotificationAction(identifier: "unlike", title: "Unlike")]))
        #expect(replaced.regions.filter { $0.role == .action }.map(\.identifier) == ["unlike"])
        let removed = render(os: "12", attributes: attributes, state: ContentExtensionState(actionsOverride: []))
        #expect(removed.regions.filter { $0.role == .action }.isEmpty)
    }

    @Test("The selected action is marked with ▸")
    func selectedAction() {
        #expect(render(os: "15", selected: 1).grid.text().contains("│▸2 👎 Dislike"))
    }

    @Test("The text field shows the placeholder until text is typed, then the text and the send title")
    func textField() {
        let action = NotificationAction(identifier: "comment", title: "Comment", textInput: .init(buttonTitle: "Post", placeholder: "Say something"))
        let empty = render(os: "15", textInput: TextInputState(action: action))
        #expect(empty.regions.first { $0.role == .textInput }?.text == "Say something")
        #expect(empty.grid.text().contains("Say something") && empty.grid.text().contains("Post"))
        let typed = render(os: "15", textInput: TextInputState(action: action, typedText: "Nice!"))
        #expect(typed.regions.first { $0.role == .textInput }?.text == "Nice!")
        #expect(!typed.grid.text().contains("Say something"))
    }

    @Test("Media buttons: none draws nothing, default sits bottom-right of the custom area, overlay over its centre; playing shows ⏸")
    func mediaButtons() throws {
        let attributes = ContentExtensionAttributes(categories: ["c"], initialContentSizeRatio: 0.5)
        #expect(render(os: "15", attributes: attributes, state: ContentExtensionState(mediaButton: .none)).regions.first { $0.role == .media } == nil)
        let standard = render(os: "15", attributes: attributes, state: ContentExtensionState(mediaButton: .default))
        let overlay = render(os: "15", attributes: attributes, state: ContentExtensionState(mediaButton: .overlay, mediaPlaying: true))
        let custom = try #require(standard.regions.first { $0.role == .custom }?.rect)
        let button = try #require(standard.regions.first { $0.role == .media }?.rect)
        #expect(button.maxX == custom.maxX && button.maxY == custom.maxY)
        let centred = try #require(overlay.regions.first { $0.role == .media })
        #expect(centred.text == "pause" && centred.rect.y == custom.y + (custom.height - 1) / 2)
        #expect(overlay.grid.text().contains("⏸"))
    }
}
