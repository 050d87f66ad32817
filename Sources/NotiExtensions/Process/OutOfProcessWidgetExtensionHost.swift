import NotiCore

/// Runs a widget extension in its own process, speaking the widget calls of the extension protocol
/// (docs/extension-protocol.md#widget-extensions): it says what it declares when started, and draws a Live
/// Activity's presentations from the app's own views when asked.
package final class OutOfProcessWidgetExtensionHost {
    private let connection: ExtensionConnection
    /// What the extension declared in its `hello` answer.
    package let listing: WidgetExtensionListing
    /// Whether the extension said in `hello` that it takes `setClock` (a program built from the app's sources does;
    /// a `run` program of the workspace's own may not).
    package let takesSetClock: Bool

    /// Starts the process and shakes hands, naming the extension `widget`. Its memory is counted above the runtime
    /// baseline of `launch.point`'s empty extension: a widget extension's program links the same kit.
    package init(launching launch: ExtensionLaunch, limits: ExtensionLimits) throws(ExtensionFault) {
        connection = try ExtensionConnection(launch, limits: limits)
        let result = try connection.hello(launch, kind: "widget")
        do throws(WireError) {
            listing = try WidgetWire.listing(result)
            takesSetClock = try WireDecoding.bool(result["setClock"] ?? false, "result.setClock")
        } catch {
            connection.close()
            throw .invalidMessage("hello: \(error.description)")
        }
    }

    /// The presentations of the activity `drawing` describes, or why the app's types refused its JSON.
    package func draw(_ drawing: LiveActivityDrawing) throws(ExtensionFault) -> DrawnLiveActivity {
        try call("drawLiveActivity", WidgetWire.drawingJSON(drawing), read: WidgetWire.drawn)
    }

    /// The timeline of one widget in one family, each entry drawn from the app's own views.
    package func timeline(_ request: WidgetTimelineRequest) throws(ExtensionFault) -> DrawnWidgetTimeline {
        try call("widgetTimeline", WidgetWire.timelineRequestJSON(request), read: WidgetWire.timeline)
    }

    /// Presses a button or link of a widget's entry, as a tap on it does; answers once the intent it started has run,
    /// with the URLs a link opened.
    package func press(_ press: WidgetButtonPress) throws(ExtensionFault) -> [String] {
        try call("pressWidgetButton", WidgetWire.pressJSON(press), read: WidgetWire.pressed)
    }

    /// Presses a button of a Live Activity's lock-screen or expanded view, as a tap on it does; answers once the intent
    /// it started has run, with what the intent did to the activity.
    package func press(_ press: LiveActivityButtonPress) throws(ExtensionFault) -> LiveActivityButtonPressed {
        try call("pressLiveActivityButton", WidgetWire.pressJSON(press), read: WidgetWire.liveActivityPressed)
    }

    /// Sets the clock `Date()` reads in the extension's own code to notisim's, when the extension takes `setClock`.
    package func setClock(_ reading: DeviceClockReading) throws(ExtensionFault) {
        if takesSetClock { try connection.setClock(reading) }
    }

    /// Calls `method` and reads its answer with `read`; an answer that does not read ends the process.
    private func call<Answer>(_ method: String, _ params: JSONValue,
                              read: (JSONValue) throws(WireError) -> Answer) throws(ExtensionFault) -> Answer {
        let result = try connection.call(method, params)
        do throws(WireError) {
            return try read(result)
        } catch {
            connection.close()
            throw .invalidMessage("\(method): \(error.description)")
        }
    }

    /// The log lines the extension sent since the last take.
    package func takeNotices() -> [ExtensionNotice] { connection.takeNotices() }

    /// Ends the process.
    package func close() { connection.close() }
}
