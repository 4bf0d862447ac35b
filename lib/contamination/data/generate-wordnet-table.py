"""Build wordnet-3.0-synonyms.txt.gz: the slice of WordNet 3.0 that NLTK 3.8's
METEOR synonym stage can reach, read through NLTK itself so parsing matches.

Run: /usr/bin/python3 lib/contamination/data/generate-wordnet-table.py
(needs python3-nltk and wordnet-base; see tests/fixtures/contamination/nltk_setup.py)

Reachable means: METEOR calls wordnet.synsets(stem) where stem is the NLTK Porter
stem of a token. The `meteor` tokens are lower-cased letters/digits, but the
`meteor_averitec` ones are NLTK word_tokenize tokens ("well-known", "o'clock",
"u.s."), so every form and every exception is kept, except multi-word forms (with "_"):
a token holds "_" only where the text wrote one inside a word, and keeping the 64,000
such forms makes the table a third larger and METEOR's first calls slower (DOMAIN §4 names
this as the one place `meteor_averitec` can differ from NLTK). A lemma name can only equal a
reference stem when it is lower-case, and NLTK drops names with "_", so synsets
keep only such names (a synset with none is dropped, but the form that points to
it is kept: morphy needs to know the form exists for that part of speech).

File format (UTF-8 text, gzip), sections in this order:
  @synsets            then one line per kept synset: its names, space-separated
  @index <pos>        then one line per form: form followed by kept synset ids
  @exc <pos>          then one line per exception: form followed by its bases
for pos in n, v, a, r. Synset ids are 0-based line numbers of the @synsets section.
"""
import gzip
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "tests", "fixtures", "contamination"))
from nltk_setup import setup_nltk_wordnet  # noqa: E402

POS_LIST = ["n", "v", "a", "r"]


def is_name_like(text):
    """A lemma name a lower-cased token's stem could equal (NLTK drops names with "_")."""
    return "_" not in text and " " not in text and text == text.lower()


def main():
    wn = setup_nltk_wordnet()
    exceptions = {pos: {} for pos in POS_LIST}
    for pos in POS_LIST:
        for key, bases in wn._exception_map[pos].items():
            if "_" not in key:
                exceptions[pos][key] = bases
    synset_ids = {}
    synset_names = []
    index = {pos: [] for pos in POS_LIST}
    for pos in POS_LIST:
        for form in sorted(wn._lemma_pos_offset_map):
            offsets = wn._lemma_pos_offset_map[form].get(pos)
            if offsets is None or "_" in form:
                continue
            ids = []
            for offset in offsets:
                key = (pos, offset)
                if key not in synset_ids:
                    synset = wn.synset_from_pos_and_offset(pos, offset)
                    names = sorted({l.name() for l in synset.lemmas() if is_name_like(l.name())})
                    synset_ids[key] = len(synset_names) if names else -1
                    if names:
                        synset_names.append(names)
                if synset_ids[key] >= 0:
                    ids.append(str(synset_ids[key]))
            index[pos].append(" ".join([form] + ids))
    lines = ["@synsets"] + [" ".join(names) for names in synset_names]
    for pos in POS_LIST:
        lines.append("@index " + pos)
        lines.extend(index[pos])
    for pos in POS_LIST:
        lines.append("@exc " + pos)
        lines.extend(" ".join([k] + v) for k, v in sorted(exceptions[pos].items()))
    out = os.path.join(HERE, "wordnet-3.0-synonyms.txt.gz")
    with gzip.GzipFile(out, "wb", mtime=0) as fh:
        fh.write(("\n".join(lines) + "\n").encode("utf-8"))
    print(out, len(synset_names), "synsets", {p: len(index[p]) for p in POS_LIST}, "forms")


if __name__ == "__main__":
    main()
