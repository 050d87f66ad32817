internal import NotiAutoLayout

/// A stack view's arrangement as solver constraints, as UIKit makes it of constraints: the arranged views chained
/// along the axis from the stack's leading edge to its trailing edge, sized by the distribution, and placed across
/// the axis by the alignment (docs/rules/content-extensions.md#extension-code-against-the-uikit-subset).
extension LayoutSession {
    /// The edges and size of a box along or across an axis.
    private struct Span {
        let start: NotiAutoLayout.Expression, end: NotiAutoLayout.Expression, size: NotiAutoLayout.Expression
        var center: NotiAutoLayout.Expression { start + size * 0.5 }

        init(_ box: Box, _ axis: NSLayoutConstraint.Axis) {
            start = box.expression(axis == .horizontal ? .left : .top)
            end = box.expression(axis == .horizontal ? .right : .bottom)
            size = box.expression(axis == .horizontal ? .width : .height)
        }
    }

    func arrangement(of stack: UIStackView) -> [Constraint] {
        guard let stackBox = boxes[ObjectIdentifier(stack)] else { return [] }
        let across: NSLayoutConstraint.Axis = stack.axis == .horizontal ? .vertical : .horizontal
        let along = Span(stackBox, stack.axis), side = Span(stackBox, across)
        var constraints: [Constraint] = []
        var shown: [(view: UIView, along: Span, across: Span)] = []
        for view in stack.arrangedSubviews where view.superview === stack {
            guard let box = boxes[ObjectIdentifier(view)] else { continue }
            let spans = (view: view, along: Span(box, stack.axis), across: Span(box, across))
            if view.isHidden {
                // A hidden arranged view gives up its place: no size along the axis, at the stack's start.
                constraints += [spans.along.size == 0.0, spans.along.start == along.start, spans.across.start == side.start]
            } else {
                shown.append(spans)
            }
        }
        guard let first = shown.first, let last = shown.last else { return constraints }
        let spacing = Double(stack.spacing)
        constraints += [first.along.start == along.start, last.along.end == along.end]
        for (gap, (previous, next)) in zip(shown, shown.dropFirst()).enumerated() {
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                constraints.append(next.along.start == previous.along.end + spacing)
            case .equalSpacing:
                constraints.append(next.along.start >= previous.along.end + spacing)
                // Every gap as wide as the first.
                if gap > 0 { constraints.append(next.along.start - previous.along.end == shown[1].along.start - first.along.end) }
            case .equalCentering:
                constraints.append(next.along.start >= previous.along.end + spacing)
                if gap > 0 { constraints.append(next.along.center - previous.along.center == shown[1].along.center - first.along.center) }
            }
        }
        switch stack.distribution {
        case .fillEqually:
            for item in shown.dropFirst() { constraints.append(item.along.size == first.along.size) }
        case .fillProportionally:
            // Sizes in the ratio of the natural sizes, held just below required so a view without one still fits.
            let natural = shown.map { item in Double(stack.axis == .horizontal ? item.view.intrinsicContentSize.width : item.view.intrinsicContentSize.height) }
            if let reference = shown.indices.first(where: { natural[$0] > 0 }) {
                for index in shown.indices where index != reference && natural[index] > 0 {
                    constraints.append((shown[index].along.size * natural[reference] == shown[reference].along.size * natural[index]) ~ Strength(priority: 999))
                }
            }
        case .fill, .equalSpacing, .equalCentering:
            break
        }
        for item in shown {
            switch stack.alignment {
            case .fill:
                constraints += [item.across.start == side.start, item.across.end == side.end]
            case .leading, .firstBaseline:
                constraints += [item.across.start == side.start, item.across.end <= side.end]
            case .trailing, .lastBaseline:
                constraints += [item.across.end == side.end, item.across.start >= side.start]
            case .center:
                constraints += [item.across.center == side.center, item.across.start >= side.start]
            }
        }
        if stack.alignment != .fill {
            // The stack hugs its tallest (or widest) view across the axis when nothing else sizes it.
            constraints.append((side.size == 0.0) ~ Strength(priority: 49))
        }
        return constraints
    }
}
