/// `padding`: the child offered the proposal less the insets, the node as large as the child plus the insets.
final class PaddingNode: WrapperNode {
    let insets: EdgeInsets

    init(key: ViewPath, insets: EdgeInsets, child: LayoutNode) {
        self.insets = insets
        super.init(key: key, child: child)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let horizontal = insets.leading + insets.trailing, vertical = insets.top + insets.bottom
        let inner = ProposedViewSize(width: proposal.width.map { max(0, $0 - horizontal) },
                                     height: proposal.height.map { max(0, $0 - vertical) })
        let size = child.size(for: inner)
        return CGSize(width: size.width + horizontal, height: size.height + vertical)
    }

    override func placeChildren(in rect: CGRect) {
        child.place(in: CGRect(x: rect.minX + insets.leading, y: rect.minY + insets.top,
                               width: max(0, rect.width - insets.leading - insets.trailing),
                               height: max(0, rect.height - insets.top - insets.bottom)))
    }
}

/// `position(x:y:)`, as Apple documents it: the view takes all the space offered (10 points where nothing is), and
/// its child, at its own size for that space, is centred on the point, measured from the view's top-left corner.
final class PositionNode: WrapperNode {
    let point: CGPoint

    init(key: ViewPath, point: CGPoint, child: LayoutNode) {
        self.point = point
        super.init(key: key, child: child)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func placeChildren(in rect: CGRect) {
        let size = child.size(for: ProposedViewSize(width: rect.width, height: rect.height))
        child.place(in: CGRect(x: rect.minX + point.x - size.width / 2, y: rect.minY + point.y - size.height / 2,
                               width: size.width, height: size.height))
    }
}

/// `frame(width:height:alignment:)` and `frame(minWidth:idealWidth:maxWidth:…)`, by Apple's documented rule: the
/// child is offered the proposal limited by the constraints (an ideal dimension replacing an unspecified one); in
/// each dimension the frame is its fixed length, else the child's size when it has neither minimum nor maximum,
/// else the proposal clamped to both when it has both, else the proposal raised to the minimum when that is below
/// the child, or lowered to the maximum when the proposal is above the child, else the child's size.
final class FrameNode: WrapperNode {
    /// One dimension's constraints.
    struct Limits {
        var fixed: CGFloat?
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        func offered(_ proposed: CGFloat?) -> CGFloat? {
            if let fixed { return fixed }
            guard let proposed else { return ideal }
            return clamp(proposed)
        }

        func clamp(_ value: CGFloat) -> CGFloat {
            var result = value
            if let max { result = Swift.min(result, max) }
            if let min { result = Swift.max(result, min) }
            return result
        }

        func chosen(proposed: CGFloat?, child: CGFloat) -> CGFloat {
            if let fixed { return fixed }
            guard min != nil || max != nil else { return child }
            let proposed = proposed ?? ideal ?? child
            if min != nil, max != nil { return clamp(proposed) }
            if let min, proposed < child { return Swift.max(proposed, min) }
            if let max, proposed > child { return Swift.min(proposed, max) }
            return clamp(child)
        }
    }

    let width: Limits, height: Limits
    let alignment: Alignment

    init(key: ViewPath, width: Limits, height: Limits, alignment: Alignment, child: LayoutNode) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(key: key, child: child)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let childSize = child.size(for: offered(proposal))
        return CGSize(width: width.chosen(proposed: proposal.width, child: childSize.width),
                      height: height.chosen(proposed: proposal.height, child: childSize.height))
    }

    override func placeChildren(in rect: CGRect) {
        let size = child.size(for: offered(ProposedViewSize(rect.size)))
        child.place(in: CGRect(origin: alignment.origin(of: size, in: rect), size: size))
    }

    private func offered(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width.offered(proposal.width), height: height.offered(proposal.height))
    }

    override var isSpacer: Bool { false }

    override var ignoresHeightOffered: Bool {
        height.fixed != nil || (height.min == nil && height.max == nil && height.ideal == nil && child.ignoresHeightOffered)
    }
}

/// `fixedSize`: the child offered no length (its ideal size) on the fixed axes.
final class FixedSizeNode: WrapperNode {
    let horizontal: Bool, vertical: Bool

    init(key: ViewPath, horizontal: Bool, vertical: Bool, child: LayoutNode) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(key: key, child: child)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child.size(for: offered(proposal)) }

    override func placeChildren(in rect: CGRect) {
        child.place(in: CGRect(origin: rect.origin, size: child.size(for: offered(ProposedViewSize(rect.size)))))
    }

    private func offered(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}

/// How a view with an aspect ratio fills the space offered (Apple's `ContentMode`).
public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit, fill
}

/// `aspectRatio`, `scaledToFit` and `scaledToFill`: the largest size of the ratio inside the proposal (fit) or the
/// smallest covering it (fill), the ratio being the given one or the child's ideal size's; the child is offered
/// that size. An unspecified dimension is worked out from the other, or the ideal size when both are.
final class AspectRatioNode: WrapperNode {
    let ratio: CGFloat?
    let mode: ContentMode

    init(key: ViewPath, ratio: CGFloat?, mode: ContentMode, child: LayoutNode) {
        self.ratio = ratio
        self.mode = mode
        super.init(key: key, child: child)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child.size(for: ProposedViewSize(target(proposal))) }

    override var ignoresHeightOffered: Bool { false }

    override func placeChildren(in rect: CGRect) {
        let size = child.size(for: ProposedViewSize(target(ProposedViewSize(rect.size))))
        child.place(in: CGRect(origin: Alignment.center.origin(of: size, in: rect), size: size))
    }

    private func target(_ proposal: ProposedViewSize) -> CGSize {
        let ideal = child.size(for: .unspecified)
        let ratio = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio > 0, ratio.isFinite else { return ideal }
        switch (proposal.width, proposal.height) {
        case (nil, nil): return CGSize(width: ideal.height * ratio, height: ideal.height)
        case (let width?, nil): return CGSize(width: width, height: width / ratio)
        case (nil, let height?): return CGSize(width: height * ratio, height: height)
        case (let width?, let height?):
            let byWidth = CGSize(width: width, height: width / ratio), byHeight = CGSize(width: height * ratio, height: height)
            let widthFits = byWidth.height <= height
            return (mode == .fit) == widthFits ? byWidth : byHeight
        }
    }
}

/// `background` and `overlay`: the secondary view offered the primary's size and aligned on it, drawn behind or in
/// front; the node is the primary's size.
final class LayeredNode: WrapperNode {
    let layer: LayoutNode
    let alignment: Alignment
    let inFront: Bool

    init(key: ViewPath, child: LayoutNode, layer: LayoutNode, alignment: Alignment, inFront: Bool) {
        self.layer = layer
        self.alignment = alignment
        self.inFront = inFront
        super.init(key: key, child: child)
    }

    override func placeChildren(in rect: CGRect) {
        child.place(in: rect)
        let size = layer.size(for: ProposedViewSize(rect.size))
        layer.place(in: CGRect(origin: alignment.origin(of: size, in: rect), size: size))
    }

    override func draw(into drawing: Drawing) {
        if !inFront { layer.draw(into: drawing) }
        child.draw(into: drawing)
        if inFront { layer.draw(into: drawing) }
    }
}

/// `ScrollView`: the content offered no length along the scrolling axes, the scroll view as large as offered (its
/// content's size where nothing is offered), the content at its start along the scrolling axis and centred across it,
/// cut to the scroll view.
/// *Decision:* the terminal does not scroll it: what is below the fold is cut, as on iOS before the user scrolls.
final class ScrollNode: WrapperNode {
    let axes: Axis.Set

    init(key: ViewPath, axes: Axis.Set, child: LayoutNode) {
        self.axes = axes
        super.init(key: key, child: child)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let content = child.size(for: offered(proposal))
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    override var ignoresHeightOffered: Bool { false }

    override func placeChildren(in rect: CGRect) {
        let content = child.size(for: offered(ProposedViewSize(rect.size)))
        let centred = Alignment(horizontal: axes.contains(.horizontal) ? .leading : .center, vertical: axes.contains(.vertical) ? .top : .center)
        child.place(in: CGRect(origin: centred.origin(of: content, in: rect), size: content))
    }

    override func draw(into drawing: Drawing) {
        drawing.with({ $0.clip = $0.clip.map { $0.intersection(frame) } ?? frame }) { child.draw(into: drawing) }
    }

    private func offered(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }
}

/// Modifiers that change how the child is drawn, not its size: `opacity`, `offset`, `cornerRadius`, `clipShape`,
/// `clipped` and `hidden`.
final class DrawingEffectNode: WrapperNode {
    /// A change to the drawing state.
    enum Effect {
        case opacity(CGFloat)
        case offset(CGSize)
        case rounded
        case clipped
        case hidden
    }

    let effect: Effect

    init(key: ViewPath, effect: Effect, child: LayoutNode) {
        self.effect = effect
        super.init(key: key, child: child)
    }

    override func draw(into drawing: Drawing) {
        let frame = frame
        let effect = effect
        if case .hidden = effect { return }
        drawing.with({ drawing in
            switch effect {
            case .opacity(let value): drawing.alpha *= value
            case .offset(let size): drawing.offset = CGSize(width: drawing.offset.width + size.width, height: drawing.offset.height + size.height)
            case .rounded: drawing.rounded = true
            case .clipped: drawing.clip = drawing.clip.map { $0.intersection(frame) } ?? frame
            case .hidden: break
            }
        }) { child.draw(into: drawing) }
    }
}
