# tests/scratch.sh -- sourced (after `root` is set to the tree's top) by
# the scripts that rebuild tnvcc from a changed copy of the tree:
# tests/mutants/mutants.sh and tests/sim/plant.sh.
#
# Sets $scratch, a temporary directory removed on exit, holding the tree
# as it is now (committed or not) without git's own files and the other
# build flavours; build/ keeps its timestamps, so that make rebuilds only
# what the changed file feeds.  $scratch/tmp is there for TMPDIR.  The
# working files are never touched.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
trap 'exit 130' INT TERM
mkdir "$scratch/tmp"
(cd "$root" && tar cf - --exclude=./.git --exclude=./build-san --exclude=./build-fuzz \
     --exclude='./tnvcc-san' .) | (cd "$scratch" && tar xf -) || exit 2
