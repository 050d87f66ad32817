import Foundation
import NotiCore
@testable import NotiExtensions
import Testing

@Suite("The extension protocol's values")
struct WireDecodingTests {
    private func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(text) }

    @Test("A widget timeline request carries where the widget is shown and its content margin, read back the same; without them the family's screen and no margin; an unknown location names the ones there are; a button press and an entry's widgetURL and buttons read back the same")
    func widgetTimelineRequestLocation() throws {
        let request = WidgetTimelineRequest(kind: "LockerWidget", family: "systemSmall", width: 158, height: 158, location: .standBy, contentMargin: 16)
        #expect(try WidgetWire.timelineRequest(WidgetWire.timelineRequestJSON(request)) == request)
        let bare = try WidgetWire.timelineRequest(try parse(#"{"kind": "L", "family": "accessoryCircular", "width": 72, "height": 72}"#))
        #expect(bare.location == .lockScreen && bare.contentMargin == 0)
        let refused = #expect(throws: WireError.self) {
            try WidgetWire.timelineRequest(try parse(#"{"kind": "L", "family": "systemSmall", "width": 158, "height": 158, "location": "carPlay"}"#))
        }
        #expect(refused?.description == "params.location: not a location notisim draws: homeScreen, lockScreen, standBy")
        let press = WidgetButtonPress(widget: request, entry: 1, button: 0)
        #expect(try WidgetWire.press(WidgetWire.pressJSON(press)) == press)
        let badPress = #expect(throws: WireError.self) {
            try WidgetWire.press(try parse(#"{"widget": {"kind": "L", "width": 1, "height": 1}, "entry": 0, "button": 0}"#))
        }
        #expect(badPress?.description.hasPrefix("params.widget.family:") == true, "\(String(describing: badPress))")
        let entry = DrawnWidgetTimeline.Entry(date: Date(timeIntervalSince1970: 1_700_000_000), view: .spacer, widgetURL: "locker://a", buttons: ["Collected"])
        #expect(try WidgetWire.timeline(WidgetWire.timelineJSON(DrawnWidgetTimeline(entries: [entry], policy: .never))).entries == [entry])
        let listing = WidgetExtensionListing(widgets: [.init(kind: "L", displayName: nil, families: ["systemSmall"], standBy: true)], liveActivityTypes: [])
        #expect(try WidgetWire.listing(WidgetWire.listingJSON(listing)) == listing)
        #expect(WidgetWire.listingJSON(listing, takesSetClock: true)["setClock"] == .bool(true) && WidgetWire.listingJSON(listing)["setClock"] == nil)
    }

    @Test("A Live Activity's button press carries the activity as drawn, its presentation and button, read back the same; a presentation without buttons is refused; the answer carries what the intent did, an ending as default, immediate or a date, or how many buttons there are")
    func liveActivityButtonPress() throws {
        let drawing = LiveActivityDrawing(attributesType: "LockerAttributes", activityID: "A1", attributes: ["compartment": "B12"],
                                          contentState: ["parcels": 3], isStale: false, date: Date(timeIntervalSince1970: 1_700_000_010),
                                          width: 360, screenWidth: 393, presentations: [.expanded])
        let press = LiveActivityButtonPress(drawing: drawing, presentation: .expanded, button: 1)
        #expect(try WidgetWire.liveActivityPress(WidgetWire.pressJSON(press)) == press)
        let compact = JSONValue.object((WidgetWire.pressJSON(press).objectValue ?? []).map { $0.key == "presentation" ? (key: $0.key, value: "compactLeading") : $0 })
        let refused = #expect(throws: WireError.self) { try WidgetWire.liveActivityPress(compact) }
        #expect(refused?.description == "params.presentation: not a presentation with buttons; they are lockScreen, expanded")
        for ending in [nil, .systemDefault, .immediate, .after(Date(timeIntervalSince1970: 1_700_003_600))] as [LiveActivityButtonPressed.Change.Ending?] {
            let pressed = LiveActivityButtonPressed(title: "Keep one more day", buttonCount: 2, opened: ["locker://b"],
                                                    change: .init(contentState: ["parcels": 2], staleDate: Date(timeIntervalSince1970: 1_700_001_800),
                                                                  relevanceScore: 50, ending: ending))
            #expect(try WidgetWire.liveActivityPressed(WidgetWire.pressedJSON(pressed)) == pressed)
        }
        for unchanged in [LiveActivityButtonPressed(title: "Call", buttonCount: 1), LiveActivityButtonPressed(title: nil, buttonCount: 3)] {
            #expect(try WidgetWire.liveActivityPressed(WidgetWire.pressedJSON(unchanged)) == unchanged)
        }
        let noState = #expect(throws: WireError.self) { try WidgetWire.liveActivityPressed(try parse(#"{"title": "T", "buttons": 1, "activity": {"contentState": 3}}"#)) }
        #expect(noState?.description.hasPrefix("result.activity.contentState:") == true)
    }

    @Test("A drawn Live Activity names its presentations' button titles, read back the same; buttons that are not titles by presentation are refused at their path")
    func liveActivityDrawnButtons() throws {
        let drawn = DrawnLiveActivity.drawn([.lockScreen: .text("B12", style: .body, wraps: false), .expanded: .spacer], widgetURL: "locker://b",
                                            buttons: [.lockScreen: ["Keep one more day", ""]])
        #expect(try WidgetWire.drawn(WidgetWire.drawnJSON(drawn)) == drawn)
        #expect(WidgetWire.drawnJSON(.drawn([.lockScreen: .spacer])).serialized().contains("buttons") == false, "no buttons, no key")
        for (json, path) in [(#"{"presentations": {}, "buttons": ["Keep"]}"#, "result.buttons:"),
                             (#"{"presentations": {}, "buttons": {"island": ["Keep"]}}"#, "result.buttons:"),
                             (#"{"presentations": {}, "buttons": {"lockScreen": [3]}}"#, "result.buttons.lockScreen[0]:")] {
            let refused = #expect(throws: WireError.self) { try WidgetWire.drawn(try parse(json)) }
            #expect(refused?.description.hasPrefix(path) == true, "\(refused?.description ?? "")")
        }
    }

    @Test("setClock carries notisim's time and rate, read back the same; a negative rate or a time that is no number is refused at its path")
    func deviceClockReading() throws {
        let reading = DeviceClockReading(now: Date(timeIntervalSince1970: 1_900_000_000.5), rate: 60)
        #expect(try DeviceClockReading(json: reading.json) == reading)
        #expect(reading.advanced(by: 2) == Date(timeIntervalSince1970: 1_900_000_120.5))
        let negative = #expect(throws: WireError.self) { try DeviceClockReading(json: try parse(#"{"now": 1, "rate": -1}"#)) }
        #expect(negative?.description.hasPrefix("params.rate:") == true)
        let text = #expect(throws: WireError.self) { try DeviceClockReading(json: try parse(#"{"now": "today", "rate": 1}"#)) }
        #expect(text?.description.hasPrefix("params.now:") == true)
    }

    @Test("Views decode into the layout engine's vocabulary")
    func views() throws {
        let view = try WireDecoding.view(try parse("""
        {"overlay": [{"image": null}, {"dim": true}, {"padding": 1, "view": {"vstack": [{"text": "Hi", "style": "title", "wraps": false}, {"spacer": true}]}}]}
        """), "result.view")
        #expect(view == .overlay([.image(attachment: nil, mode: .fill), .dim,
                                  .padding(1, .vstack([.text("Hi", style: .title, wraps: false), .spacer]))]))
    }

    @Test("A placed view (a frame in cells from a laid-out view tree) decodes, and encodes back to the same JSON")
    func placedView() throws {
        let json = #"{"placed": {"x": 1, "y": 2, "width": 30, "height": 4}, "view": {"text": "Hello", "style": "title", "wraps": false}}"#
        let view = try WireDecoding.view(try parse(json), "result.view")
        #expect(view == .placed(Rect(x: 1, y: 2, width: 30, height: 4), .text("Hello", style: .title, wraps: false)))
        #expect(try WireDecoding.view(WireEncoding.view(view), "again") == view)
    }

    @Test("Styled text runs, fills and borders decode with their colours, and encode back to the same views")
    func styledViews() throws {
        let json = ##"{"overlay": [{"fill": "background"}, {"border": "#ff453a", "rounded": true}, {"runs": [{"text": "Sale ", "color": "#0a84ff", "bold": true}, {"text": "now", "color": "secondaryText", "highlighted": true}], "alignment": "center", "wraps": false}]}"##
        let view = try WireDecoding.view(try parse(json), "result.view")
        #expect(view == .overlay([.fill(.background), .border(.rgb(255, 69, 58), rounded: true),
                                  .styledText([TextRun("Sale ", color: .rgb(10, 132, 255), bold: true), TextRun("now", color: .secondaryText, highlighted: true)],
                                              alignment: .center, wraps: false)]))
        #expect(try WireDecoding.view(WireEncoding.view(view), "again") == view)
    }

    @Test("A bad view is refused with the path of the bad value", arguments: [
        (##"{"fill": "#12345"}"##, "result.view.fill"),
        (#"{"runs": [{"text": "a", "color": "purple"}]}"#, "result.view.runs[0].color"),
        (#"{"runs": [{"text": "a"}], "alignment": "justified"}"#, "result.view.alignment"),
        (#"{"placed": {"x": 1, "y": -2, "width": 3, "height": 4}, "view": {"spacer": true}}"#, "result.view.placed.y"),
        (#"{"placed": {"x": 1, "y": 2, "height": 4}, "view": {"spacer": true}}"#, "result.view.placed.width"),
        (#"{"vstack": [{"text": "a"}, {"text": "b", "style": "huge"}]}"#, "result.view.vstack[1].style"),
        (#"{"circle": 3}"#, "result.view"),
        (#"{"image": null, "mode": "stretch"}"#, "result.view.mode"),
        (#"{"padding": -1, "view": {"spacer": true}}"#, "result.view.padding"),
        (#""text""#, "result.view"),
    ])
    func badViews(json: String, path: String) throws {
        let value = try parse(json)
        #expect(performing: { try WireDecoding.view(value, "result.view") }, throws: { ($0 as? WireError)?.path == path })
    }

    @Test("an attachment's thumbnail options cross the wire and back; a clipping rectangle outside 0 to 1 is refused at its key")
    func attachmentThumbnailOptions() throws {
        var content = NotificationContent(title: "Photo")
        content.attachments = [NotificationAttachment(identifier: "crop", path: "/tmp/a.jpg", kind: .image, typeHint: "public.jpeg", thumbnailHidden: true,
                                                      thumbnailClippingRect: UnitRect(x: 0.25, y: 0, width: 0.5, height: 1), thumbnailTime: 3),
                               NotificationAttachment(identifier: "plain", path: "/tmp/b.jpg", kind: .image)]
        let decoded = try WireDecoding.content(WireEncoding.content(content), over: NotificationContent(), "result.content")
        #expect(decoded.attachments == content.attachments)
        let bad = try parse(#"{"attachments": [{"identifier": "a", "file": "/tmp/a.jpg", "thumbnailClippingRect": {"x": 0, "y": 0, "width": 2, "height": 1}}]}"#)
        do {
            _ = try WireDecoding.content(bad, over: NotificationContent(), "result.content")
            Issue.record("a clipping rectangle twice as wide as the image decoded")
        } catch {
            #expect(error.description == "result.content.attachments[0].thumbnailClippingRect.width: expected a number from 0 to 1")
        }
    }

    @Test("Views nested deeper than 32 levels are refused instead of recursing without bound")
    func depthLimit() throws {
        var value: JSONValue = ["spacer": true]
        for _ in 0..<40 { value = ["vstack": .array([value])] }
        #expect(throws: WireError.self) { try WireDecoding.view(value, "v") }
    }

    @Test("Actions decode with their options, icon and text input; unknown options are refused")
    func actions() throws {
        let actions = try WireDecoding.actions(try parse("""
        [{"identifier": "x", "title": "X", "options": ["destructive", "foreground"], "icon": "trash"},
         {"identifier": "c", "title": "Comment", "textInput": {"buttonTitle": "Post", "placeholder": "Say…"}}]
        """), "a")
        #expect(actions[0].options == [.destructive, .foreground] && actions[0].icon == "trash")
        #expect(actions[1].textInput?.buttonTitle == "Post")
        #expect(throws: WireError.self) { try WireDecoding.actions(try parse(#"[{"identifier": "x", "title": "X", "options": ["loud"]}]"#), "a") }
        #expect(throws: WireError.self) { try WireDecoding.actions(.array(Array(repeating: ["identifier": "x", "title": "X"], count: 11)), "a") }
    }

    @Test("Handed-over content replaces only the fields it gives")
    func contentPatch() throws {
        var original = NotificationContent(title: "T", subtitle: "S", body: "B")
        original.categoryIdentifier = "cat"
        let content = try WireDecoding.content(try parse(#"{"title": "T2", "attachments": [{"identifier": "i", "file": "a.png"}]}"#), over: original, "c")
        #expect(content.title == "T2" && content.body == "B" && content.categoryIdentifier == "cat")
        #expect(content.attachments.map(\.path) == ["a.png"])
    }

    @Test("Notifications are written with their content and the whole payload")
    func encoding() throws {
        var content = NotificationContent(title: "T", body: "B")
        content.userInfo = ["image_url": "file://a.png"]
        let request = NotificationRequest(identifier: "r", content: content)
        let written = WireEncoding.request(request)
        #expect(written["content"]?["userInfo"]?["image_url"]?.stringValue == "file://a.png")
        #expect(written["identifier"]?.stringValue == "r")
    }
}
