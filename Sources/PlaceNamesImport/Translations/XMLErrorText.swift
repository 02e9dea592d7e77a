/// What libxml2's error codes mean, for people: XMLParser's errors carry the code (libxml2's `xmlParserErrors`,
/// the same number on Linux and Apple's systems) but no message on Linux.
enum XMLErrorText {
    /// `XML_ERR_TAG_NAME_MISMATCH`.
    static let tagNameMismatch = 76

    static func describe(_ code: Int) -> String {
        let text: String = switch code {
        case 4: "the document is empty"
        case 5: "the document ends before its elements are closed"
        case 6, 7, 8: "an invalid character reference (&#…;)"
        case 9: "a character XML does not allow"
        case 22, 23: "'&' that starts no entity — write &amp;"
        case 26, 27: "an undeclared entity — XML knows &amp; &lt; &gt; &quot; &apos; and &#NNN;"
        case 38: "'<' inside an attribute value — write &lt;"
        case 39: "an attribute value without quotes"
        case 40: "an attribute value whose closing quote is missing"
        case 41: "an attribute without a value"
        case 42: "an attribute given twice in one element"
        case 45: "a comment that never ends (-->)"
        case 57: "an unfinished XML declaration"
        case 63: "a CDATA section that never ends (]]>)"
        case 65: "a space is needed here"
        case 68: "a name is needed here (an element or attribute name)"
        case 72: "'<' is needed here"
        case 73: "'>' is needed here: a start tag is not closed"
        case 74: "'</' is needed here"
        case 75: "'=' is needed after an attribute name"
        case 76: "an end tag that does not match its start tag"
        case 77: "a start tag that is not finished"
        case 80: "'--' inside a comment"
        case 85: "elements not closed in order"
        case 86: "content after the root element ends"
        default: "XML error"
        }
        return "\(text) (libxml2 error \(code))"
    }
}
