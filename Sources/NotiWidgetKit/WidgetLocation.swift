/// Where a widget appears (Apple's `WidgetLocation`), as `disfavoredLocations(_:for:)` names it.
public struct WidgetLocation: Hashable, Sendable, CustomStringConvertible {
    /// The location's name as Swift spells it.
    public let description: String

    private init(_ name: String) { description = name }

    /// The Home Screen or Today View.
    public static let homeScreen = WidgetLocation("homeScreen")
    /// The Lock Screen.
    public static let lockScreen = WidgetLocation("lockScreen")
    /// StandBy: the iPhone on its side while charging, two small widgets side by side.
    public static let standBy = WidgetLocation("standBy")
    /// A Mac showing the iPhone's widgets.
    public static let iPhoneWidgetsOnMac = WidgetLocation("iPhoneWidgetsOnMac")
    /// CarPlay.
    public static let carPlay = WidgetLocation("carPlay")
}

extension EnvironmentValues {
    /// The margins the system keeps around the widget's content where it is drawn (Apple's `widgetContentMargins`);
    /// applied for the widget unless its configuration says `contentMarginsDisabled()`, when it pads with them itself.
    public package(set) var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }

    private enum WidgetContentMarginsKey: EnvironmentKey {
        static let defaultValue = EdgeInsets()
    }
}
