/// A type that gives Xcode's canvas views to preview (Apple's `PreviewProvider`). notisim has no canvas: a provider
/// compiles, and its previews are never asked for.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The previews' type.
    associatedtype Previews: View
    /// The views the canvas would show.
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

/// What a preview is shown in (Apple's `PreviewContext`), such as WidgetKit's `WidgetPreviewContext`.
public protocol PreviewContext {}

extension View {
    /// The context the canvas would preview the view in (Apple's `previewContext(_:)`); the view is unchanged.
    public func previewContext<C: PreviewContext>(_ value: C) -> some View { self }
}
