extension View {
    /// Wraps each node of the view in the node `wrap` makes.
    func wrapped(_ name: String, _ wrap: @escaping @MainActor (LayoutNode, ViewPath, ResolveContext) -> LayoutNode) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier(name: name, wrap: wrap))
    }

    /// Space round the view: 16 points on `edges` when no length is given (SwiftUI's default padding).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? 16))
    }

    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    public func padding(_ insets: EdgeInsets) -> some View {
        wrapped("padding") { node, key, _ in PaddingNode(key: key, insets: insets, child: node) }
    }

    /// A frame of fixed width, height or both; the other dimension is the view's own.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrapped("frame") { node, key, _ in
            FrameNode(key: key, width: FrameNode.Limits(fixed: width), height: FrameNode.Limits(fixed: height), alignment: alignment, child: node)
        }
    }

    /// A flexible frame (the rule of `FrameNode`).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        wrapped("frame") { node, key, _ in
            FrameNode(key: key, width: FrameNode.Limits(min: minWidth, ideal: idealWidth, max: maxWidth),
                      height: FrameNode.Limits(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment, child: node)
        }
    }

    /// The view at its ideal size on both axes.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrapped("fixedSize") { node, key, _ in FixedSizeNode(key: key, horizontal: horizontal, vertical: vertical, child: node) }
    }

    /// The view sized to an aspect ratio (its own when nil).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrapped("aspectRatio") { node, key, _ in
            (node as? ImageNode)?.fillMode = contentMode
            return AspectRatioNode(key: key, ratio: aspectRatio, mode: contentMode, child: node)
        }
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// The order a stack sizes its children in: higher first.
    public func layoutPriority(_ value: Double) -> some View {
        wrapped("layoutPriority") { node, key, _ in
            let wrapper = WrapperNode(key: key, child: node)
            wrapper.layoutPriority = value
            return wrapper
        }
    }

    /// `content` behind the view, offered the view's size.
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> some View {
        layered(content(), alignment: alignment, inFront: false)
    }

    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        layered(background, alignment: alignment, inFront: false)
    }

    /// The view's rectangle filled with `style` behind it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layered(StyledShape<S, Color>(kind: .rectangle, fill: style, stroke: nil, lineWidth: 0), alignment: .center, inFront: false)
    }

    /// A shape filled with `style` behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        layered(StyledShape<S, Color>(kind: shape.outline, fill: style, stroke: nil, lineWidth: 0), alignment: .center, inFront: false)
    }

    /// `content` in front of the view, offered the view's size.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        layered(content(), alignment: alignment, inFront: true)
    }

    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        layered(overlay, alignment: alignment, inFront: true)
    }

    public func overlay<S: ShapeStyle>(_ style: S) -> some View {
        layered(StyledShape<S, Color>(kind: .rectangle, fill: style, stroke: nil, lineWidth: 0), alignment: .center, inFront: true)
    }

    /// A border of `content` round the view.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        layered(StyledShape<Color, S>(kind: .rectangle, fill: nil, stroke: content, lineWidth: width), alignment: .center, inFront: true)
    }

    private func layered<Layer: View>(_ layer: Layer, alignment: Alignment, inFront: Bool) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(inFront ? "overlay" : "background") { node, key, context in
            let layerNodes = context.at(key + "layer").resolve(layer)
            let layerNode = layerNodes.count == 1 ? layerNodes[0] : ZStackNode(key: key + "/layers", alignment: alignment, children: layerNodes)
            return LayeredNode(key: key, child: node, layer: layerNode, alignment: alignment, inFront: inFront)
        }
    }

    /// Drawing effects: `opacity`, `offset`, `cornerRadius`, `clipShape`, `clipped`, `hidden`.
    private func effect(_ name: String, _ effect: DrawingEffectNode.Effect) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(name) { node, key, _ in DrawingEffectNode(key: key, effect: effect, child: node) }
    }

    /// The view centred on `position` in the space its parent offers, which it takes whole.
    public func position(_ position: CGPoint) -> some View {
        wrapped("position") { node, key, _ in PositionNode(key: key, point: position, child: node) }
    }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

    public func opacity(_ opacity: Double) -> some View { effect("opacity", .opacity(opacity)) }
    public func offset(_ offset: CGSize) -> some View { effect("offset", .offset(offset)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { effect("offset", .offset(CGSize(width: x, height: y))) }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { effect("cornerRadius", .rounded) }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        effect("clipShape", (shape as? any BuiltInShape)?.kind == .rectangle ? .clipped : .rounded)
    }
    public func clipped(antialiased: Bool = false) -> some View { effect("clipped", .clipped) }
    /// The view keeps its place but is not drawn.
    public func hidden() -> some View { effect("hidden", .hidden) }
}
