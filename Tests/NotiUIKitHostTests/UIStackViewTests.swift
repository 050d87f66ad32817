import Foundation
import NotiCore
import NotiLayout
import Testing
import TestSupport
import UIKit
@testable import NotiUIKitHost

/// UIStackView laid out by constraints through the solver, as UIKit does it: three labels "A", "BB", "CCCC"
/// (8, 16 and 32 pt wide) in a horizontal stack pinned across a container.
@MainActor
@Suite("UIStackView")
struct UIStackViewTests {
    /// The container, the stack pinned to its edges and the three labels.
    static func stack(width: CGFloat, distribution: UIStackView.Distribution, spacing: CGFloat = 0) -> (UIView, UIStackView, [UILabel]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 16))
        let labels = ["A", "BB", "CCCC"].map { text -> UILabel in
            let label = UILabel()
            label.text = text
            return label
        }
        let stack = UIStackView(arrangedSubviews: labels)
        stack.distribution = distribution
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return (root, stack, labels)
    }

    static func spans(_ labels: [UILabel]) -> [ClosedRange<CGFloat>] { labels.map { $0.frame.minX...$0.frame.maxX } }

    @Test("fill: views keep their natural widths but the one with the lowest hugging priority, which takes the room left")
    func fillStretchesLowestHugging() {
        let (root, _, labels) = Self.stack(width: 398, distribution: .fill, spacing: 4)
        labels[0].setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        labels[1].setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(Self.spans(labels) == [0...8, 12...28, 32...398])
        #expect(labels.allSatisfy { $0.frame.minY == 0 && $0.frame.height == 16 })
    }

    @Test("fillEqually: every view gets the same width, spacing between them")
    func fillEquallySharesWidth() {
        let (root, _, labels) = Self.stack(width: 398, distribution: .fillEqually, spacing: 4)
        root.layoutIfNeeded()
        #expect(Self.spans(labels) == [0...130, 134...264, 268...398])
    }

    @Test("fillProportionally: widths in the ratio of the natural widths (8 : 16 : 32 over 112 pt gives 16, 32, 64)")
    func fillProportionallyKeepsRatio() {
        let (root, _, labels) = Self.stack(width: 112, distribution: .fillProportionally)
        root.layoutIfNeeded()
        #expect(Self.spans(labels) == [0...16, 16...48, 48...112])
    }

    @Test("equalSpacing: natural widths and the room left split into equal gaps")
    func equalSpacingSplitsGaps() {
        let (root, _, labels) = Self.stack(width: 112, distribution: .equalSpacing)
        root.layoutIfNeeded()
        #expect(Self.spans(labels) == [0...8, 36...52, 80...112])
    }

    @Test("equalCentering: natural widths with the centres equally far apart (4, 50, 96)")
    func equalCenteringSpacesCentres() {
        let (root, _, labels) = Self.stack(width: 112, distribution: .equalCentering)
        root.layoutIfNeeded()
        #expect(labels.map { ($0.center.x * 1000).rounded() / 1000 } == [4, 50, 96])
    }

    @Test("A hidden arranged view gives up its place and its spacing; showing it again restores the layout")
    func hiddenArrangedViewCollapses() {
        let (root, _, labels) = Self.stack(width: 398, distribution: .fill, spacing: 4)
        labels[0].setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        labels[1].setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        labels[1].isHidden = true
        root.layoutIfNeeded()
        #expect(labels[1].frame.width == 0)
        #expect(Self.spans([labels[0], labels[2]]) == [0...8, 12...398])
        labels[1].isHidden = false
        root.layoutIfNeeded()
        #expect(Self.spans(labels) == [0...8, 12...28, 32...398])
    }

    @Test("Arranged views can be inserted and removed; a removed one stays a subview, as in UIKit")
    func insertAndRemoveArrangedViews() {
        let (root, stack, labels) = Self.stack(width: 112, distribution: .equalSpacing)
        stack.removeArrangedSubview(labels[1])
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [labels[0], labels[2]] && labels[1].superview === stack)
        #expect(Self.spans([labels[0], labels[2]]) == [0...8, 80...112])
        stack.insertArrangedSubview(labels[1], at: 0)
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [labels[1], labels[0], labels[2]])
        #expect(labels[1].frame.minX == 0)
    }

    @Test("Vertical with centre alignment: views stacked top to bottom, each centred across the stack")
    func verticalCentreAlignment() {
        let (root, stack, labels) = Self.stack(width: 112, distribution: .fill)
        stack.axis = .vertical
        stack.alignment = .center
        root.layoutIfNeeded()
        #expect(labels.map(\.frame) == [CGRect(x: 52, y: 0, width: 8, height: 16), CGRect(x: 48, y: 16, width: 16, height: 16),
                                         CGRect(x: 40, y: 32, width: 32, height: 16)])
        #expect(stack.frame.height == 48)
    }

    @Test("The distributions drawn: fill, fillEqually, fillProportionally, equalSpacing, equalCentering on 14 columns")
    func drawnDistributions() {
        let distributions: [UIStackView.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
        let lines = distributions.map { distribution -> String in
            let (root, _, labels) = Self.stack(width: 112, distribution: distribution)
            for label in labels { label.textAlignment = .center }
            root.layoutIfNeeded()
            return CustomAreaText.render(ViewTreeDrawing.customView(of: root, attachments: []), columns: 14, rows: 1, attachments: [])
        }
        assertGolden(lines.joined(separator: "\n"), named: "uikit-stack-distributions")
    }
}
