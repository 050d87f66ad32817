import NotiDispatch

extension WidgetBundle {
    /// Runs the bundle (Apple's `WidgetBundle.main()`, which `@main` calls): makes it as the system does and writes
    /// what it declares to standard output, one line each in the order of its body, `widget KIND` or
    /// `live-activity ATTRIBUTES_TYPE` (docs/rules/widgets.md#a-widget-extensions-program).
    public static func main() {
        WidgetProgram.list(WidgetDeclaration.all(in: Self()))
    }
}

extension Widget {
    /// Runs a lone `@main` widget (Apple's `Widget.main()`) as a bundle of that one widget.
    public static func main() {
        WidgetProgram.list(WidgetDeclaration.all(in: [Self()]))
    }
}

/// What a widget extension's program does when run.
enum WidgetProgram {
    /// Writes `declarations`' lines to standard output.
    static func list(_ declarations: [WidgetDeclaration]) {
        for declaration in declarations { print(declaration.line) }
    }
}

extension WidgetDeclaration {
    /// The declaration's line in a widget extension's listing: `widget KIND` or `live-activity ATTRIBUTES_TYPE`.
    var line: String {
        switch self {
        case .widget(let widget): "widget \(widget.kind)"
        case .liveActivity(let activity): "live-activity \(activity.attributesType)"
        }
    }
}
