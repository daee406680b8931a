/// The records and attachments of views made while the tree is placed (a GeometryReader's
/// content, a lazy stack's rows in view), with the placement pass that last made each. A view
/// that a placement no longer makes has left: a row scrolled out of view disappears then.
struct MadeWhilePlacing {
    typealias Attachment = (attachment: ViewAttachment, owner: ViewRecord?, identity: ViewIdentity)

    private var records: [ObjectIdentifier: ViewRecord] = [:]
    private var attachments: [ObjectIdentifier: Attachment] = [:]
    /// What is being noted for each lazy element being made now (outermost first).
    private var open: [Noted] = []

    /// The records and attachments noted while one lazy element was made: a later placement
    /// pass that places the element without making it again notes them again, so that they
    /// stay.
    struct Noted {
        fileprivate var records: [ViewRecord] = []
        fileprivate var attachments: [Attachment] = []
    }

    mutating func note(_ record: ViewRecord, pass: Int) {
        record.madeInPlacementPass = pass
        records[ObjectIdentifier(record)] = record
        for index in open.indices { open[index].records.append(record) }
    }

    mutating func note(_ attachment: ViewAttachment, owner: ViewRecord?, identity: ViewIdentity, pass: Int) {
        attachment.madeInPlacementPass = pass
        attachments[ObjectIdentifier(attachment)] = (attachment, owner, identity)
        for index in open.indices { open[index].attachments.append((attachment, owner, identity)) }
    }

    /// Starts noting what one element makes, until ``endNoting()``.
    mutating func beginNoting() {
        open.append(Noted())
    }

    mutating func endNoting() -> Noted {
        open.removeLast()
    }

    /// Notes again, for the placement numbered `pass`, what an element noted when it was made.
    mutating func noteAgain(_ noted: Noted, pass: Int) {
        for record in noted.records where !record.isRemoved { note(record, pass: pass) }
        for (attachment, owner, identity) in noted.attachments where owner?.isRemoved != true {
            note(attachment, owner: owner, identity: identity, pass: pass)
        }
    }

    /// Takes out what the placement numbered `pass` did not make, and what has gone already.
    mutating func stale(pass: Int) -> (records: [ViewRecord], attachments: [Attachment]) {
        var staleRecords: [ViewRecord] = []
        for (key, record) in records where record.isRemoved || record.madeInPlacementPass != pass {
            records[key] = nil
            if !record.isRemoved { staleRecords.append(record) }
        }
        var staleAttachments: [Attachment] = []
        for (key, entry) in attachments where entry.attachment.madeInPlacementPass != pass || entry.owner?.isRemoved == true {
            attachments[key] = nil
            if entry.owner?.isRemoved != true { staleAttachments.append(entry) }
        }
        return (staleRecords, staleAttachments)
    }
}
