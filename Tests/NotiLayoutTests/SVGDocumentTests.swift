import Foundation
import Testing
@testable import NotiLayout

/// What notisim reads of an asset catalog's SVG image without drawing it (docs/rules/xcode.md#asset-symbols).
@Suite("SVG documents")
struct SVGDocumentTests {
    func size(_ svg: String) -> [Double]? { SVGDocument.declaredSize(Array(svg.utf8)).map { [$0.width, $0.height] } }

    @Test("an SVG's size is its width and height in pixels (px, pt, in, cm, mm or none), else its viewBox's; a prolog is skipped; percentages, a missing or absurd size and anything not an SVG give none")
    func declaredSize() {
        #expect(size(#"<svg width="30" height="22" viewBox="0 0 60 44" xmlns="http://www.w3.org/2000/svg"/>"#) == [30, 22])
        #expect(size("\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Generator: a tool -->\n<!DOCTYPE svg>\n<svg\n  width='18pt' height=\"0.25in\">") == [24, 24])
        #expect(size(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0,0 1024 1024"><path d=""/></svg>"#) == [1024, 1024])
        #expect(size(#"<svg width="100%" height="100%" viewBox="0 0 20 10"/>"#) == [20, 10], "a percentage falls back to the viewBox")
        #expect(size(#"<svg width="2.54cm" height="25.4mm"/>"#)?.map { $0.rounded() } == [96, 96])
        #expect(size(#"<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>"#) == nil)
        #expect(size(#"<svg width="0" height="10"/>"#) == nil)
        #expect(size(#"<svg width="100000" height="100000"/>"#) == nil, "over the decoder's pixel limit")
        #expect(size(#"<svg width="10" height="10"#) == nil, "the root element never ends")
        #expect(size(#"<svgx width="10" height="10"/>"#) == nil)
        #expect(size(#"<html><svg width="10" height="10"/></html>"#) == nil, "an SVG inside another document is not one")
        #expect(SVGDocument.isSVG(Array(#"<svg viewBox="0 0 1 1"/>"#.utf8)))
        #expect(!SVGDocument.isSVG([0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("an extension's SVG image is drawn as its asset file: the cell renderer loads it as an image, an iOS picture embeds it as SVG")
    func svgAssetImageDrawn() {
        #expect(CustomViewRenderer.assetImage("/project/Assets.xcassets/session.imageset/Session.svg")?.kind == .image)
        #expect(CustomViewRenderer.assetImage("/project/Assets.xcassets/session.imageset/Session.pdf") == nil)
        #expect(EmbeddedImage.sniffing(Array(#"<svg viewBox="0 0 1 1"/>"#.utf8))?.mimeType == "image/svg+xml")
        #expect(EmbeddedImage.sniffing([0x89, 0x50, 0x4E, 0x47, 0x0D])?.mimeType == "image/png")
        #expect(EmbeddedImage.sniffing(Array("%PDF-1.7".utf8)) == nil)
    }
}
